@testable import MatchEngine
import Testing

/// Every chain of lines the narrator can tell for an attack — build-up, perhaps a shot, then a save, a
/// block, a miss or a goal — agrees on how the ball was struck, judged by the words of the lines alone.
@Suite("Lines agree on the finish")
struct CommentaryFinishTests {
    /// Whole-word phrases and the finishes they allow: a header is never "hit first time".
    static let phrases: [(words: String, allows: Finish)] = [
        ("head", .header), ("heads", .header), ("header", .header), ("headed", .header), ("nod", .header),
        ("nods", .header), ("glancing", .header), ("glances", .header), ("forehead", .header),
        ("leap", .header), ("leaps", .header), ("rises", .header), ("salmon", .header),
        ("volley", .volley), ("volleys", .volley), ("volleyed", .volley),
        ("foot", .kicked), ("foots", .kicked), ("boot", .kicked), ("toe", .kicked), ("first time", .kicked),
        ("lets fly", .kicked), ("curl", .kicked), ("curls", .kicked), ("curler", .kicked), ("shot", .kicked),
        ("shoots", .kicked), ("drills", .kicked),
        ("tap", .closeRange), ("taps", .closeRange), ("poke", .closeRange), ("pokes", .closeRange),
        ("prod", .closeRange), ("prods", .closeRange), ("scramble", .closeRange), ("goalmouth", .closeRange),
        ("rebound", .closeRange), ("close range", .closeRange),
        ("distance", [.longShot, .freeKick]), ("long range", [.longShot, .freeKick]),
        ("thirty yards", [.longShot, .freeKick]), ("twenty five yards", [.longShot, .freeKick]),
        ("outside the box", [.longShot, .freeKick]), ("outside the area", [.longShot, .freeKick]),
        ("free kick", .freeKick), ("wall", .freeKick),
        ("penalty", .penalty), ("the spot", .penalty),
        ("cross", [.header, .volley, .closeRange]), ("crosses", [.header, .volley, .closeRange]),
        ("a corner", [.header, .volley, .closeRange]), ("the corner comes", [.header, .volley, .closeRange]),
        ("through ball", [.placed, .closeRange]), ("one two", [.placed, .closeRange]),
        ("cuts it back", [.placed, .closeRange]),
    ]

    /// The finishes a line's words allow.
    static func allowed(by template: String) -> Finish {
        let words = template.lowercased().split { !$0.isLetter }.joined(separator: " ")
        let padded = " \(words) "
        return phrases.reduce(Finish.any) { allowed, phrase in
            padded.contains(" \(phrase.words) ") ? allowed.intersection(phrase.allows) : allowed
        }
    }

    static func lines(_ kind: CommentaryKind, _ finish: Finish) -> [String] {
        CommentaryBank.all[kind.rawValue].filter { $0.fits.contains(finish) }.map(\.template)
    }

    /// The lines of `kinds` that fit, each with what its words allow.
    static func judged(_ kinds: [CommentaryKind], _ finish: Finish) -> [(template: String, allows: Finish)] {
        kinds.flatMap { lines($0, finish) }.map { ($0, allowed(by: $0)) }
    }

    @Test("every build-up, shot and ending (or goal) told together agree on the finish", arguments: Finish.singles)
    func chainsAgree(finish: Finish) {
        let scoring = (FinishOdds.assistedGoal.contains { $0.finish == finish } ? [CommentaryKind.goal] : [])
            + (FinishOdds.soloGoal.contains { $0.finish == finish } ? [.soloGoal] : [])
        let endings = Self.judged([.save, .block, .miss] + scoring, finish)
        let shots = [(template: "", allows: Finish.any)] + Self.judged([.shot], finish)
        var chains = 0
        var disagreeing: [String] = []
        for buildUp in Self.judged([.chance], finish) {
            for shot in shots {
                for ending in endings {
                    chains += 1
                    if !buildUp.allows.intersection(shot.allows).intersection(ending.allows).contains(finish) {
                        disagreeing.append("\(buildUp.template) / \(shot.template) / \(ending.template)")
                    }
                }
            }
        }
        #expect(chains > 1_000)
        #expect(disagreeing.isEmpty, "\(disagreeing.prefix(5))")
        if finish == .penalty || finish == .freeKick {
            #expect(Self.lines(.chance, finish).allSatisfy { Self.allowed(by: $0).isDisjoint(with: .openPlay) },
                    "a dead ball is announced in its build-up")
        }
    }

    @Test("every finish a chance or goal may take has lines for each step, with and without a second player")
    func everyFinishCanBeTold() {
        for entry in FinishOdds.chance {
            #expect(!Self.lines(.chance, entry.finish).isEmpty, "\(entry.finish)")
            #expect(!(Self.lines(.save, entry.finish) + Self.lines(.miss, entry.finish)).isEmpty, "\(entry.finish)")
        }
        for entry in FinishOdds.assistedGoal {
            #expect(!Self.lines(.goal, entry.finish).isEmpty, "\(entry.finish)")
        }
        for entry in FinishOdds.soloGoal {
            let solo = CommentaryBank.all[CommentaryKind.soloGoal.rawValue].filter { $0.fits.contains(entry.finish) }
            #expect(solo.contains { !$0.namesOther }, "\(entry.finish)")
            let buildUps = CommentaryBank.all[CommentaryKind.chance.rawValue].filter { $0.fits.contains(entry.finish) }
            #expect(buildUps.contains { !$0.namesOther }, "\(entry.finish)")
        }
        #expect(CommentaryBank.all[CommentaryKind.goal.rawValue].allSatisfy { $0.namesOther })
        #expect(CommentaryBank.all[CommentaryKind.soloGoal.rawValue].allSatisfy { !$0.namesOther })
    }

    @Test("the word check itself tells a header from a shot with the foot")
    func wordCheck() {
        #expect(Self.allowed(by: "{player} hits it first time!").intersection(.header).isEmpty)
        #expect(Self.allowed(by: "{player} heads it in, {other}'s cross") == .header)
        #expect(Self.allowed(by: "Ahead of the game, {player} is overhead") == .any)
        #expect(Self.allowed(by: "{player} places the ball on the spot") == .penalty)
    }
}
