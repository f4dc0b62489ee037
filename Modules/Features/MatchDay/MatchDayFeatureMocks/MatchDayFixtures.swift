import MatchDayFeature

/// Sample MatchDay view models for view tests: each phase with as many rows or lines as asked.
public enum MatchDayFixtures {
    // MARK: Pre-match

    public static let userLineUp = LineUpPanelViewModel(title: "Crumpet Rovers · 4-4-2", lines: [
        .init(label: "GK", names: "No1"), .init(label: "DF", names: "No3, No4, No5, No6"),
        .init(label: "MF", names: "No8, No9, No10, No11"), .init(label: "FW", names: "No13, No14"),
        .init(label: "SUB", names: "No2, No7, No12, No15"),
    ])

    public static let opponentLineUp = LineUpPanelViewModel(title: "Sporting Wobbleton · 4-3-3", lines: [
        .init(label: "GK", names: "No101"), .init(label: "DF", names: "No103, No104, No105, No106"),
        .init(label: "MF", names: "No108, No109, No110"), .init(label: "FW", names: "No113, No114, No115"),
    ])

    /// Squad row `number`: "Player No<number>", starting for the first 11, on the bench for the next 4.
    public static func squadRow(_ number: Int) -> SquadPickerViewModel.Row {
        let role: SquadRole = number <= 11 ? .starter : (number <= 15 ? .bench : .none)
        return SquadPickerViewModel.Row(playerId: "player-\(number)", role: role, position: number == 1 ? "GK" : "MF",
                                        name: "Player No\(number)", overall: "\(60 + number % 30)", fitness: "95%",
                                        unavailability: number == 16 ? "INJ" : nil)
    }

    public static func preMatch(rows: Int = 16, selected: Int? = 0, violation: String? = nil) -> MatchDayViewModel {
        MatchDayViewModel(isLoading: false, content: .preMatch(PreMatchViewModel(
            header: "Match day 1 · 1 Aug 2026 · The Custard Premiership",
            fixture: "Crumpet Rovers (you) v Sporting Wobbleton",
            userLineUp: userLineUp, opponentLineUp: opponentLineUp,
            squad: SquadPickerViewModel(rows: (0..<rows).map { squadRow($0 + 1) }, selectedRow: selected),
            status: "XI 11/11 · Bench 4/7", violation: violation)))
    }

    public static let idleDay = MatchDayViewModel(isLoading: false, content: .idleDay(IdleDayViewModel(
        header: "Match day 31 · 6 Mar 2027 · The Custard Premiership",
        message: "No match for Crumpet Rovers on match day 31 — 18 matches elsewhere in the pyramid")))

    // MARK: Live

    /// Commentary line `number` at minute `number`; every fifth one a goal.
    public static func commentary(_ number: Int) -> LiveMatchViewModel.CommentaryLine {
        LiveMatchViewModel.CommentaryLine(minute: "\(number)'", text: "Line \(number) of the commentary.",
                                          emphasis: number % 5 == 0 ? .goal : .normal)
    }

    /// The division's other matches: `count` of them, the first with a goal just scored.
    public static func latestScores(_ count: Int = 7) -> [LatestScoreViewModel] {
        (0..<count).map { LatestScoreViewModel(home: "Home Club \($0 + 1)", away: "Away Club \($0 + 1)",
                                               score: $0 == 0 ? "1–0" : "0–0", isRecent: $0 == 0) }
    }

    /// Player row `number` of the management panel: the first 11 on the pitch (No4 booked), then the bench.
    public static func managementRow(_ number: Int) -> ManagementPanelViewModel.Row {
        let onPitch = number <= 11
        return ManagementPanelViewModel.Row(label: onPitch ? (number == 1 ? "GK" : "MF") : "SUB",
                                            name: "Player No\(number)", condition: onPitch ? "\(95 - number)%" : "100%",
                                            isBooked: number == 4, kind: onPitch ? .onPitch : .bench)
    }

    /// The paused match's panel with 11 players on the pitch and `bench` substitutes.
    public static func management(bench: Int = 5, selected: Int = 0,
                                  suggestion: String? = "No11 is tiring (58 %) — bring on No12?")
        -> ManagementPanelViewModel {
        ManagementPanelViewModel(changesLeft: "Subs left 5 · Stops left 3", suggestion: suggestion,
                                 prompt: "Enter on a player takes him off",
                                 rows: (1...(11 + bench)).map(managementRow), selectedRow: selected)
    }

    /// While paused the management panel is open, as the real transform does it.
    public static func live(lines: Int = 5, clock: String = "37'", isPaused: Bool = false,
                            isFinished: Bool = false, scores: Int = 7,
                            management: ManagementPanelViewModel = management()) -> MatchDayViewModel {
        MatchDayViewModel(isLoading: false, content: .live(LiveMatchViewModel(
            fixture: "Crumpet Rovers v Sporting Wobbleton · Match day 1", tactics: "4-4-2 · Hold",
            scoreLine: "CRU 1–0 SPW", clock: clock, speed: "2×", isPaused: isPaused,
            isRunning: !isPaused && !isFinished, isFinished: isFinished,
            commentary: (0..<lines).map { commentary($0 + 1) }, latestScores: latestScores(scores),
            management: isPaused ? management : nil)))
    }

    // MARK: Post-match

    /// Rating row `number` of a side: "Player No<number>", the first one the best of the match.
    public static func rating(_ number: Int, best: Bool = false) -> PostMatchSideViewModel.Rating {
        PostMatchSideViewModel.Rating(playerId: "player-\(number)", name: "Player No\(number)", position: "MF",
                                      minutes: "90'", rating: best ? "8.1" : "6.6", isBest: best)
    }

    public static func sides(ratingsPerSide: Int = 11) -> [PostMatchSideViewModel] {
        [PostMatchSideViewModel(clubName: "Crumpet Rovers", shortName: "CRU", scorers: ["No13 12'", "No14 81'"],
                                ratings: (1...ratingsPerSide).map { rating($0, best: $0 == 1) }),
         PostMatchSideViewModel(clubName: "Sporting Wobbleton", shortName: "SPW", scorers: ["No113 58'"],
                                cards: [.init(text: "No103 30' (Y)", isRed: false)],
                                ratings: (101..<(101 + ratingsPerSide)).map { rating($0) })]
    }

    public static func postMatch(panel: PostMatchPanel = .ratings, cursor: Int = 0, ratingsPerSide: Int = 11,
                                 results: Int = 3) -> MatchDayViewModel {
        MatchDayViewModel(isLoading: false, content: .postMatch(PostMatchViewModel(
            headline: "Crumpet Rovers 2–1 Sporting Wobbleton",
            subtitle: "Full time · Match day 1 · 1 Aug 2026 · The Custard Premiership",
            sides: sides(ratingsPerSide: ratingsPerSide), panel: panel, cursor: cursor,
            otherResults: (0..<results).map { "Home \($0 + 1) 2–1 Away \($0 + 1)" })))
    }
}
