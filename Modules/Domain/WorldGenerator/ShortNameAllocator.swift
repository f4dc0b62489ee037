/// Hands out unique three-letter club codes taken from a town's letters ("Muddyford" → "MUD").
struct ShortNameAllocator {
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
    private var used: Set<String> = []

    /// The first free code in this order: first letter plus two later letters of the town, in
    /// reading order ("MUD", "MUY", …), then first letter plus any two letters. A pyramid holds
    /// far fewer than the 676 clubs one initial would need to run out.
    mutating func allocate(for town: String) -> String {
        let letters = Array(town.uppercased().filter { $0.isASCII && $0.isLetter })
        let first = letters.first ?? "X"
        let rest = Array(letters.dropFirst())
        for i in rest.indices {
            for j in rest.indices where j > i {
                if let code = claim([first, rest[i], rest[j]]) { return code }
            }
        }
        for second in Self.alphabet {
            for third in Self.alphabet {
                if let code = claim([first, second, third]) { return code }
            }
        }
        preconditionFailure("all 676 codes starting with \(first) are taken")
    }

    private mutating func claim(_ letters: [Character]) -> String? {
        let code = String(letters)
        return used.insert(code).inserted ? code : nil
    }
}
