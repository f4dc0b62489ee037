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

    /// Appends what `typed` may add to `value`; returns the note for what was left out (characters the field
    /// does not take, and what a paste brought past its length), or nil.
    func append(_ typed: String, to value: inout String) -> String? {
        let kept = typed.filter(allows)
        let room = max(0, limit - value.count)
        value += kept.prefix(room)
        let refused = typed.count - kept.count
        let cut = kept.count > room
        let leftOut = refused > 0 ? "Left out \(refused) \(refused == 1 ? "character" : "characters"): \(takes)" : nil
        let cutNote = cut ? "cut at \(limit) characters, the most it holds" : nil
        switch (leftOut, cutNote) {
        case let (leftOut?, cutNote?): return "\(leftOut); \(cutNote)"
        case let (leftOut?, nil): return leftOut
        case let (nil, cutNote?): return "C" + cutNote.dropFirst()
        case (nil, nil): return nil
        }
    }
}
