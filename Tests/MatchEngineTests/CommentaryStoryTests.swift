import GameModels
@testable import MatchEngine
import Testing

/// The story a live match tells reads like football: every chance ends, a minute with a goal leads to it,
/// and no line is heard twice in a match.
@Suite("The story of a live match")
struct CommentaryStoryTests {
    static let matches: [MatchReport] = GeneratedSides.fixtures(count: 300).enumerated().map { index, fixture in
        MatchEngine().playLive(matchId: "m", home: fixture.home, away: fixture.away, seed: UInt64(index) &* 7_919)
    }
    static let endings: Set<MatchEvent.Kind> = [.save, .miss, .goal]
    /// The narrator's own lines, as against the core's events (cards, injuries, substitutions) and the shots
    /// and fouls it counted, which either side may have in a goal's minute.
    static let colour: Set<MatchEvent.Kind> = [.possession]

    @Test("every build-up gets its ending in the same minute: a save, a block, a miss or a goal, after at most a shot")
    func buildUpsEnd() {
        var endings: [MatchEvent.Kind: Int] = [:]
        for report in Self.matches {
            let events = report.events
            for (index, event) in events.enumerated() where event.kind == .chance {
                var next = index + 1
                if next < events.count, events[next].kind == .shot { next += 1 }
                guard next < events.count, Self.endings.contains(events[next].kind) else {
                    Issue.record("a build-up left hanging: \(event.commentary)")
                    continue
                }
                let ending = events[next]
                endings[ending.kind, default: 0] += 1
                #expect(ending.minute == event.minute, "\(event.commentary) / \(ending.commentary)")
                // A line that names no player ("Into the side netting") names no team either.
                if let team = ending.teamId {
                    let sameTeam = team == event.teamId
                    #expect(ending.kind == .save ? !sameTeam : sameTeam, "\(event.commentary) / \(ending.commentary)")
                }
            }
        }
        #expect(Self.endings.allSatisfy { endings[$0, default: 0] > 100 })
    }

    @Test("every goal comes with its build-up, and the colour of its minute before it leads to it")
    func goalsAreLedTo() {
        var builtUp = 0, goals = 0
        for report in Self.matches {
            let events = report.events
            for (index, goal) in events.enumerated() where goal.kind == .goal {
                goals += 1
                if index > 0, events[index - 1].kind == .chance || events[index - 1].kind == .shot { builtUp += 1 }
                for before in events[..<index].reversed() {
                    guard before.minute == goal.minute, before.kind != .goal else { break }
                    if let team = before.teamId, Self.colour.contains(before.kind) {
                        #expect(team == goal.teamId, "\(before.commentary) / \(goal.commentary)")
                    }
                }
            }
        }
        #expect(goals > 500 && builtUp > goals * 9 / 10)
    }

    @Test("every shot and offside told is one the engine counted, and every one counted is told")
    func shotsToldAreCounted() throws {
        for report in Self.matches {
            let stats = try #require(report.stats)
            let told = { (kind: MatchEvent.Kind) in
                [report.homeTeamId, report.awayTeamId].map { team in
                    report.events.filter { $0.kind == kind && $0.teamId == team }.count
                }
            }
            #expect(told(.chance) == [stats.home.shots, stats.away.shots])
            #expect(told(.offside) == [stats.home.offsides, stats.away.offsides])
            let corners = told(.corner)
            #expect(corners[0] <= stats.home.corners && corners[1] <= stats.away.corners)
        }
    }

    @Test("no line is told twice in a match, nor any template")
    func nothingRepeats() {
        let sources = TemplateSources()
        for report in Self.matches {
            let lines = report.events.map(\.commentary)
            #expect(Set(lines).count == lines.count)
            let templates = report.events.map { sources.template(of: $0) }
            #expect(templates.allSatisfy { $0 != nil })
            let found = templates.compactMap { $0 }
            let repeated = Dictionary(grouping: found) { $0 }.filter { $1.count > 1 }.keys
            #expect(repeated.isEmpty, "\(repeated)")
        }
    }
}

/// Finds the template a told line came from: the most specific template of the event's kinds whose fixed
/// text surrounds the line's filled-in parts.
struct TemplateSources {
    private let byKind: [MatchEvent.Kind: [(template: String, pieces: [Substring])]]

    init() {
        let kinds: [MatchEvent.Kind: [CommentaryKind]] = [
            .kickOff: [.kickOff, .secondHalf], .halfTime: [.halfTime], .fullTime: [.fullTime],
            .possession: [.possession], .chance: [.chance], .shot: [.shot], .save: [.save, .block], .miss: [.miss],
            .foul: [.foul], .goal: [.goal, .soloGoal], .yellowCard: [.yellowCard], .redCard: [.redCard, .secondYellow],
            .injury: [.injury], .substitution: [.substitution], .whimsy: [.whimsy], .corner: [.corner],
            .offside: [.offside],
        ]
        byKind = kinds.mapValues { commentaryKinds in
            commentaryKinds.flatMap { CommentaryBank.all[$0.rawValue] }
                .map { ($0.template, Self.pieces(of: $0.template)) }
        }
    }

    func template(of event: MatchEvent) -> String? {
        let candidates = (byKind[event.kind] ?? []).filter { Self.matches(event.commentary, $0.pieces) }
        return candidates.max { $0.pieces.map(\.count).reduce(0, +) < $1.pieces.map(\.count).reduce(0, +) }?.template
    }

    /// The fixed text between placeholders.
    private static func pieces(of template: String) -> [Substring] {
        var pieces: [Substring] = []
        var rest = template[...]
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            pieces.append(rest[..<open])
            rest = rest[rest.index(after: close)...]
        }
        pieces.append(rest)
        return pieces
    }

    private static func matches(_ line: String, _ pieces: [Substring]) -> Bool {
        guard line.hasPrefix(pieces[0]), line.hasSuffix(pieces[pieces.count - 1]) else { return false }
        var rest = line.dropFirst(pieces[0].count).dropLast(pieces.count > 1 ? pieces[pieces.count - 1].count : 0)
        for piece in pieces.dropFirst().dropLast() {
            guard let found = rest.firstRange(of: piece) else { return false }
            rest = rest[found.upperBound...]
        }
        return pieces.count > 1 || rest.isEmpty
    }
}
