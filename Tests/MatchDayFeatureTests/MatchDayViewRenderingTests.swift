import DesignSystem
import MatchDayFeature
import MatchDayFeatureMocks
import Navigation
import TestSupport
import Testing

@MainActor
@Suite("MatchDayView rendering")
struct MatchDayViewRenderingTests {
    let interactor = MockMatchDayInteractor()

    func render(_ viewModel: MatchDayViewModel, width: Int = 80, height: Int = 19, colored: Bool = false) -> [String] {
        interactor.viewModel = viewModel
        let context = RenderContext(width: width, height: height, colored: colored)
        let lines = MatchDayView(presenter: interactor).render(in: context)
        expectFits(lines, context)
        return lines
    }

    @Test("the screen is titled Match day")
    func title() {
        #expect(MatchDayView(presenter: interactor).title == "Match day")
    }

    @Test("loading, an error and the end of the season are one line each")
    func loadingAndErrors() {
        #expect(render(MatchDayViewModel()) == ["Loading match day…"])
        #expect(render(MatchDayViewModel(isLoading: false, errorMessage: "the 2026/27 season is over"))
                == ["! the 2026/27 season is over"])
        let long = render(MatchDayViewModel(isLoading: false, errorMessage: String(repeating: "x", count: 200)))
        #expect(long.count == 1)
        #expect(long[0].hasSuffix("…"))
    }

    @Test("pre-match: header, fixture, both line-ups side by side, status, then the squad picker")
    func preMatch() {
        let lines = render(MatchDayFixtures.preMatch(selected: 1))
        #expect(lines[0] == "Match day 1 · 1 Aug 2026 · The Custard Premiership")
        #expect(lines[1] == "Crumpet Rovers (you) v Sporting Wobbleton")
        #expect(lines[2] == TextLayout.fit("Crumpet Rovers · 4-4-2", to: 39) + "  Sporting Wobbleton · 4-3-3")
        #expect(lines[3] == TextLayout.fit("GK  No1", to: 39) + "  GK  No101")
        #expect(lines[4].hasPrefix("DF  No3, No4, No5, No6"))
        #expect(lines[4].hasSuffix("DF  No103, No104, No105, No106"))
        #expect(lines[7] == "SUB No2, No7, No12, No15")
        #expect(lines[8] == "XI 11/11 · Bench 4/7")
        #expect(lines[9].hasPrefix("  Role Pos Name"))
        #expect(lines[9].hasSuffix("Ovr  Fit"))
        #expect(lines[10].hasPrefix("  ────"))
        #expect(lines[11].hasPrefix("  XI   GK  Player No1 "))
        #expect(lines[12].hasPrefix("▶ XI   MF  Player No2 "))
        #expect(lines[12].hasSuffix(" 62  95%"))
        #expect(lines.count == 19)
    }

    @Test("an unavailable player is marked and the roles read XI, SUB and –")
    func roles() {
        let lines = render(MatchDayFixtures.preMatch(selected: 0), height: 30)
        #expect(lines.contains { $0.hasPrefix("  SUB  MF  Player No12 ") })
        #expect(lines.contains { $0.hasPrefix("  –    MF  Player No16 ") && $0.hasSuffix(" INJ") })
    }

    @Test("a long squad scrolls to keep the selection visible")
    func scrolls() {
        let lines = render(MatchDayFixtures.preMatch(rows: 30, selected: 25))
        #expect(lines.contains { $0.hasPrefix("▶ –    MF  Player No26 ") })
        #expect(!lines.contains { $0.contains("Player No1 ") })
        #expect(lines.count == 19)
    }

    @Test("a refused kick-off replaces the status with its reason")
    func violation() {
        let lines = render(MatchDayFixtures.preMatch(violation: "Cannot kick off: a line-up needs 11 starters, not 10"))
        #expect(lines[8] == "! Cannot kick off: a line-up needs 11 starters, not 10")
        #expect(!lines.contains("XI 11/11 · Bench 4/7"))
    }

    @Test("an idle day says what happens and how to go on")
    func idleDay() {
        let lines = render(MatchDayFixtures.idleDay)
        #expect(lines[0] == "Match day 31 · 6 Mar 2027 · The Custard Premiership")
        #expect(lines[2] == "No match for Crumpet Rovers on match day 31 — 18 matches elsewhere in the")
        #expect(lines[3] == "pyramid")
        #expect(lines.last == "Press Enter to play the day.")
    }

    @Test("live: the scoreboard on top with clock and speed, the tactics, the newest commentary at the bottom")
    func live() {
        let lines = render(MatchDayFixtures.live(lines: 40, scores: 0))
        #expect(lines[0].hasPrefix(" CRU 1–0 SPW   37'"))
        #expect(lines[0].hasSuffix("Speed 2×"))
        #expect(TextLayout.visibleWidth(lines[0]) == 80)
        #expect(lines[1].hasPrefix("Crumpet Rovers v Sporting Wobbleton · Match day 1 "))
        #expect(lines[1].hasSuffix(" 4-4-2 · Hold"))
        #expect(lines[2] == String(repeating: "─", count: 80))
        #expect(lines.count == 19)
        #expect(lines[18] == "40'   ● Line 40 of the commentary.")
        #expect(lines[17] == "39'     Line 39 of the commentary.")
        #expect(lines[3] == "25'   ● Line 25 of the commentary.")
    }

    @Test("live at 80 columns: the latest scores beside the commentary, a score just changed marked")
    func latestScores() {
        let lines = render(MatchDayFixtures.live(lines: 40))
        #expect(lines[3].hasPrefix("25'   ● Line 25 of the commentary."))
        #expect(lines[3].hasSuffix("  Latest scores"))
        #expect(lines[4].hasSuffix("  ● Home Clu… 1–0 Away Clu…"))
        #expect(lines[5].hasSuffix("    Home Clu… 0–0 Away Clu…"))
        #expect(lines[18] .hasPrefix("40'   ● Line 40 of the commentary."))
        // Too narrow for two columns: the scores drop.
        #expect(!render(MatchDayFixtures.live(lines: 40), width: 70).contains { $0.contains("Latest scores") })
    }

    /// Issue #42: at 100 columns the names were cut to 9–11 characters, so several clubs looked alike.
    @Test("live at 100 and 120 columns: the latest scores take what the commentary spares, names in full")
    func latestScoresOnAWideScreen() {
        for width in [100, 120] {
            let lines = render(MatchDayFixtures.live(lines: 40), width: width)
            #expect(lines[4].contains("  ● Home Club 1 ") && lines[4].hasSuffix(" 1–0 Away Club 1"), "\(width): \(lines[4])")
            #expect(lines[3].hasPrefix("25'   ● Line 25 of the commentary."))
            #expect(lines.allSatisfy { $0.count <= width })
        }
    }

    @Test("paused at 80 columns: the panel takes the commentary's place, its last lines stay at the bottom")
    func managementPanel() {
        let lines = render(MatchDayFixtures.live(lines: 40, isPaused: true))
        #expect(lines[3] == "Subs left 5 · Stops left 3")
        #expect(lines[4] == "Assistant: No11 is tiring (58 %) — bring on No12?")
        #expect(lines[5] == "Enter on a player takes him off")
        #expect(lines[6].hasPrefix("▶ GK  Player No1 "))
        #expect(lines[6].hasSuffix(" 94%"))
        #expect(lines.contains { $0.hasPrefix("  MF  Player No4 ") && $0.hasSuffix(" 91% ▮") })
        #expect(Array(lines.suffix(3)) == ["38'     Line 38 of the commentary.", "39'     Line 39 of the commentary.",
                                           "40'   ● Line 40 of the commentary."])
        #expect(!lines.contains { $0.contains("Latest scores") })
        // The selection stays in view down the bench.
        let bench = render(MatchDayFixtures.live(isPaused: true, management: MatchDayFixtures.management(selected: 15)))
        #expect(bench.contains { $0.hasPrefix("▶ SUB Player No16 ") })
    }

    @Test("paused at 100×27: the panel and the latest scores side by side")
    func managementPanelWide() {
        let lines = render(MatchDayFixtures.live(lines: 40, isPaused: true), width: 100, height: 27)
        #expect(lines[3].hasPrefix("Subs left 5 · Stops left 3 "))
        #expect(lines[3].hasSuffix("  Latest scores"))
        #expect(lines.contains { $0.hasPrefix("  SUB Player No16 ") })
        #expect(lines.last == "40'   ● Line 40 of the commentary.")
    }

    @Test("live: paused is shown, and full time invites the report")
    func livePausedAndFinished() {
        #expect(render(MatchDayFixtures.live(isPaused: true))[0].hasSuffix("Speed 2× · paused"))
        let finished = render(MatchDayFixtures.live(lines: 40, clock: "FT", isFinished: true))
        #expect(finished[0].hasPrefix(" CRU 1–0 SPW   FT"))
        #expect(finished.last == "Full time — press Enter for the match report")
        #expect(finished[17] == "40'   ● Line 40 of the commentary.")
    }

    @Test("live: long commentary wraps under its minute")
    func liveWraps() {
        var viewModel = MatchDayFixtures.live(lines: 0)
        if case .live(var live) = viewModel.content {
            live.commentary = [.init(minute: "90+4'", text: String(repeating: "word ", count: 30))]
            viewModel.content = .live(live)
        }
        let lines = render(viewModel)
        #expect(lines[3].hasPrefix("90+4'   word word"))
        #expect(lines[4].hasPrefix("        word"))
    }

    @Test("post-match: result, scorers and cards per side, then the ratings side by side")
    func postMatch() {
        let lines = render(MatchDayFixtures.postMatch(cursor: 12))
        #expect(lines[0] == "Crumpet Rovers 2–1 Sporting Wobbleton")
        #expect(lines[1] == "Full time · Match day 1 · 1 Aug 2026 · The Custard Premiership")
        #expect(lines[2] == TextLayout.fit("CRU ● No13 12', No14 81'", to: 39) + "  SPW ● No113 58'")
        #expect(lines[3] == String(repeating: " ", count: 39) + "      ▮ No103 30' (Y)")
        #expect(lines[4].hasPrefix("─ [Ratings]  Other results (3) ──"))
        #expect(TextLayout.visibleWidth(lines[4]) == 80)
        #expect(lines[5].hasPrefix("  Crumpet Rovers"))
        #expect(lines[5].contains("Po Min  Rtg      Sporting Wobbleton"))
        #expect(lines[6].hasPrefix("  Player No1              MF 90'  8.1 ★"))
        #expect(lines[6].hasSuffix("  Player No101            MF 90'  6.6"))
        // Cursor 12 is the away side's second row.
        #expect(lines[7].hasSuffix("▶ Player No102            MF 90'  6.6"))
        #expect(lines.count == 17)
    }

    @Test("post-match: the results panel lists the other results with a cursor")
    func resultsPanel() {
        let lines = render(MatchDayFixtures.postMatch(panel: .results, cursor: 1))
        #expect(lines[4].hasPrefix("─ Ratings  [Other results (3)] ──"))
        #expect(lines[5] == TextLayout.fit("  Home 1 2–1 Away 1", to: 80))
        #expect(lines[6] == TextLayout.fit("▶ Home 2 2–1 Away 2", to: 80))
    }

    @Test("post-match: many players scroll with the selection")
    func ratingsScroll() {
        // Cursor 28 is the away side's 13th row (after 16 home rows).
        let lines = render(MatchDayFixtures.postMatch(cursor: 28, ratingsPerSide: 16), height: 12)
        #expect(lines.count == 12)
        #expect(lines.contains { $0.hasSuffix("▶ Player No113            MF 90'  6.6") })
        #expect(!lines.contains { $0.contains("Player No1  ") })
    }

    @Test("colour adds escapes but no visible width, in every phase")
    func colored() {
        for viewModel in [MatchDayFixtures.preMatch(rows: 30, selected: 3), MatchDayFixtures.idleDay,
                          MatchDayFixtures.live(lines: 30), MatchDayFixtures.postMatch(cursor: 2)] {
            let lines = render(viewModel, colored: true)
            #expect(lines.contains { $0.contains("\u{1B}[") })
        }
    }

    @Test("every phase fits small and wide screens", arguments: [(80, 19), (80, 8), (100, 27), (120, 40), (60, 19)])
    func fits(_ width: Int, _ height: Int) {
        for viewModel in [MatchDayFixtures.preMatch(rows: 30, selected: 29), MatchDayFixtures.idleDay,
                          MatchDayFixtures.live(lines: 50, isFinished: true),
                          MatchDayFixtures.live(lines: 50, isPaused: true, scores: 9),
                          MatchDayFixtures.live(lines: 50, scores: 9),
                          MatchDayFixtures.postMatch(cursor: 21, ratingsPerSide: 14, results: 40),
                          MatchDayFixtures.postMatch(panel: .results, cursor: 39, results: 40)] {
            _ = render(viewModel, width: width, height: height)
        }
    }
}
