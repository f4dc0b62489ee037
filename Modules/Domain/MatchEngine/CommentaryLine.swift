/// One template of the commentator's bank and the finishes it can tell (every finish for a line that
/// tells no attack).
struct CommentaryLine: Sendable {
    let template: String
    let fits: Finish
    /// Whether the line names a second player, so it is only told when there is one.
    let namesOther: Bool

    init(_ template: String, fits: Finish = .any) {
        self.template = template
        self.fits = fits
        namesOther = template.contains("{other}")
    }
}
