import GameModels

/// What a text field of the form takes: the characters its rule allows, up to its length. What a key or a
/// paste brings beyond that is left out, and one line says so — the field never holds what Start refuses
/// for its characters or length.
struct TextInputRule: Sendable {
    let allows: @Sendable (Character) -> Bool
    let limit: Int
    /// What the field takes, said after "Left out …:".
    let takes: String

    static let name = TextInputRule(allows: CoachNameRule.allows, limit: CoachNameRule.maximumLength,
                                    takes: "a name takes letters, spaces, ' . and - only")
    static let seed = TextInputRule(allows: WorldSeedInput.allows, limit: WorldSeedInput.maximumDigits,
                                    takes: "a seed takes digits only")

    /// Appends what `typed` may add to `value`; returns the note for what was left out, or nil.
    func append(_ typed: String, to value: inout String) -> String? {
        let kept = typed.filter(allows)
        let room = max(0, limit - value.count)
        value += kept.prefix(room)
        if kept.count < typed.count {
            let refused = typed.count - kept.count
            return "Left out \(refused) \(refused == 1 ? "character" : "characters"): \(takes)"
        }
        return kept.count > room ? "Cut at \(limit) characters, the most it holds" : nil
    }
}
