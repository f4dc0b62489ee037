import DataManaging

/// Finds the club a player named on the command line: an exact name or short name wins, then a
/// single club whose name contains the text. Anything else lists the candidates.
enum ClubMatcher {
    enum Failure: Error, Equatable, CustomStringConvertible {
        case unknown(String, suggestions: [String])
        case ambiguous(String, candidates: [String])

        /// Long candidate lists are cut so the message stays one readable line.
        private var listed: Int { 12 }

        var description: String {
            switch self {
            case .unknown(let query, let suggestions):
                "no club matches '\(query)'; closest: \(suggestions.joined(separator: ", "))"
            case .ambiguous(let query, let candidates):
                "'\(query)' matches \(candidates.count) clubs: \(candidates.prefix(listed).joined(separator: ", "))"
                    + (candidates.count > listed ? ", … and \(candidates.count - listed) more" : "")
            }
        }
    }

    static func match(_ query: String, in clubs: [WorldPreview.Club]) -> Result<WorldPreview.Club, Failure> {
        let needle = query.lowercased()
        if let exact = clubs.first(where: { $0.name.lowercased() == needle || $0.shortName.lowercased() == needle }) {
            return .success(exact)
        }
        let partial = clubs.filter { $0.name.lowercased().contains(needle) }
        if partial.count == 1 { return .success(partial[0]) }
        if partial.count > 1 { return .failure(.ambiguous(query, candidates: partial.map(\.name))) }
        return .failure(.unknown(query, suggestions: closest(to: needle, in: clubs)))
    }

    /// The five clubs sharing the most letter pairs with the query: enough to spot a typo.
    private static func closest(to needle: String, in clubs: [WorldPreview.Club]) -> [String] {
        let wanted = pairs(needle)
        let scored: [(name: String, score: Int)] = clubs.map { club in
            (club.name, pairs(club.name.lowercased()).intersection(wanted).count)
        }
        let ranked = scored.sorted { left, right in
            left.score != right.score ? left.score > right.score : left.name < right.name
        }
        return ranked.prefix(5).map(\.name)
    }

    private static func pairs(_ text: String) -> Set<String> {
        let letters = Array(text)
        guard letters.count > 1 else { return Set([text]) }
        return Set((0..<(letters.count - 1)).map { String(letters[$0...$0 + 1]) })
    }
}
