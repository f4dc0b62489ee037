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
    /// which actors it mentioned. Braces are found in the UTF-8 bytes: a user's match renders a few hundred lines,
    /// and searching by `Character` was half of narrating it.
    func render(_ template: String) -> (text: String, mentions: Mentions) {
        var output = ""
        output.reserveCapacity(template.utf8.count + 32)
        var mentions: Mentions = []
        let bytes = template.utf8
        var rest = bytes.startIndex
        while let open = bytes[rest...].firstIndex(of: UInt8(ascii: "{")),
              let close = bytes[open...].firstIndex(of: UInt8(ascii: "}")) {
            output += template[rest..<open]
            if let filled = value(for: template[bytes.index(after: open)..<close]) {
                output += filled.value
                mentions.formUnion(filled.mentions)
            } else {
                output += template[open...close]
            }
            rest = bytes.index(after: close)
        }
        output += template[rest...]
        return (output, mentions)
    }
}
