//! hosts: the network host named by a URL, `user@host:path`, `host:path` or a bare host.
//!
//! Pure string work (no DNS, no `url` crate: we need only the authority, and we must accept
//! scp-style forms a URL parser rejects). Hosts are lower-cased; ports and user info dropped.

/// Extracts a host from an operand, if it names one.
pub fn extract(text: &str) -> Option<String> {
    let text = text.trim();
    if text.is_empty() || text.starts_with('-') {
        return None;
    }
    if let Some((scheme, rest)) = text.split_once("://") {
        if scheme.is_empty() || !scheme.chars().all(|c| c.is_ascii_alphanumeric() || matches!(c, '+' | '-' | '.')) {
            return None;
        }
        if scheme.eq_ignore_ascii_case("file") {
            return None;
        }
        let authority = rest.split(['/', '?', '#']).next().unwrap_or("");
        return host_of_authority(authority);
    }
    // scp-style `user@host:path` / `host:path` (no slash before the colon).
    if let Some((before, _)) = text.split_once(':') {
        if !before.contains('/') && !before.is_empty() {
            return host_of_authority(before);
        }
        return None;
    }
    if let Some((_, host)) = text.rsplit_once('@') {
        return valid_host(host);
    }
    if text.contains('.') && !text.contains('/') {
        return valid_host(text);
    }
    None
}

fn host_of_authority(authority: &str) -> Option<String> {
    let host_port = authority.rsplit_once('@').map(|(_, h)| h).unwrap_or(authority);
    if let Some(rest) = host_port.strip_prefix('[') {
        return rest.split(']').next().map(|h| h.to_ascii_lowercase());
    }
    let host = host_port.split(':').next().unwrap_or(host_port);
    valid_host(host)
}

fn valid_host(host: &str) -> Option<String> {
    if host.is_empty() || !host.chars().all(|c| c.is_ascii_alphanumeric() || matches!(c, '.' | '-' | '_')) {
        return None;
    }
    Some(host.to_ascii_lowercase())
}

/// Loopback, link-local and cloud metadata addresses: hosts too, never silently allowed.
pub fn is_sensitive(host: &str) -> bool {
    host == "localhost"
        || host.starts_with("127.")
        || host.starts_with("169.254.")
        || host == "::1"
        || host == "0.0.0.0"
        || host == "metadata.google.internal"
        || host.starts_with("fe80:")
        || host == "100.100.100.200"
}

#[cfg(test)]
mod tests {
    use super::extract;

    #[test]
    fn extracts_hosts() {
        assert_eq!(extract("https://user:pw@Example.com:8080/x?y").as_deref(), Some("example.com"));
        assert_eq!(extract("git@github.com:org/repo.git").as_deref(), Some("github.com"));
        assert_eq!(extract("host:/path").as_deref(), Some("host"));
        assert_eq!(extract("http://[::1]:80/").as_deref(), Some("::1"));
        assert_eq!(extract("example.com").as_deref(), Some("example.com"));
        assert_eq!(extract("./local/path"), None);
        assert_eq!(extract("file:///etc/passwd"), None);
    }
}
