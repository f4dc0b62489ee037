/// What a commentary line's placeholders stand for in one moment of a match.
struct CommentaryValues: Sendable {
    /// Which of the moment's actors a rendered line spoke of.
    struct Mentions: OptionSet, Sendable {
        let rawValue: Int
        static let team = Mentions(rawValue: 1)
        static let player = Mentions(rawValue: 2)
        static let other = Mentions(rawValue: 4)
    }

    var team = ""
    var opponent = ""
    var player = ""
    var fullName = ""
    var other = ""
    var home = ""
    var away = ""
    var score = ""
    var minute = ""
    var pens = ""

    private func value(for placeholder: Substring) -> (value: String, mentions: Mentions)? {
        switch placeholder {
        case "team": (team, .team)
        case "opponent": (opponent, .team)
        case "player": (player, .player)
        case "fullName": (fullName, .player)
        case "other": (other, .other)
        case "home": (home, [])
        case "away": (away, [])
        case "score": (score, [])
        case "minute": (minute, [])
        case "pens": (pens, [])
        default: nil
        }
    }

    /// The template with every known `{placeholder}` filled in (unknown ones are left as written), and
    /// which actors it mentioned.
    func render(_ template: String) -> (text: String, mentions: Mentions) {
        var output = ""
        var mentions: Mentions = []
        var rest = template[...]
        while let open = rest.firstIndex(of: "{"),
              let close = rest[open...].firstIndex(of: "}") {
            output += rest[..<open]
            if let filled = value(for: rest[rest.index(after: open)..<close]) {
                output += filled.value
                mentions.formUnion(filled.mentions)
            } else {
                output += rest[open...close]
            }
            rest = rest[rest.index(after: close)...]
        }
        output += rest
        return (output, mentions)
    }
}
