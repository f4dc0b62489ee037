/// One silly event with holes for names: `{club}` and `{ground}` and `{city}` of the club it happens to,
/// `{rival}` another club of the pyramid.
struct PyramidEventTemplate: Sendable {
    let subject: String
    let body: String

    init(_ subject: String, _ body: String) {
        self.subject = subject
        self.body = body
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
