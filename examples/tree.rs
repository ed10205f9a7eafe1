fn main() {
    for a in std::env::args().skip(1) {
        print!("{}", shanalyze::syntax::debug_tree(&a));
    }
}
