/// One silly event with holes for names: `{club}` and `{ground}` and `{city}` of the club it happens to,
/// `{rival}` another club of the pyramid. `months` are the months it can happen in (snow in winter, ducklings in
/// spring); nil is any month of the season.
struct PyramidEventTemplate: Sendable {
    let subject: String
    let body: String
    let months: Set<Int>?

    init(_ subject: String, _ body: String, months: Set<Int>? = nil) {
        self.subject = subject
        self.body = body
        self.months = months
    }

    func fits(month: Int) -> Bool {
        months?.contains(month) ?? true
    }

    /// The template with its holes filled.
    func filled(club: String, ground: String, city: String, rival: String) -> (subject: String, body: String) {
        func fill(_ text: String) -> String {
            text.replacing("{club}", with: club).replacing("{ground}", with: ground)
                .replacing("{city}", with: city).replacing("{rival}", with: rival)
        }
        return (fill(subject), fill(body))
    }
}
