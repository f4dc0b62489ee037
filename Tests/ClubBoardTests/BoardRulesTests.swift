import ClubBoard
import Economy
import Testing

@Suite("Board rules")
struct BoardRulesTests {
    private let budget = SeasonBudget(transfers: 0, weeklyWages: 10_000)

    private func week(points: Int?, rank: Int = 10, balance: Int = 1_000) -> BoardWeek {
        BoardWeek(points: points, rank: rank, clubs: 20, balance: balance)
    }

    private func season(position: Int, rank: Int, wages: Int = 9_000) -> BoardSeason {
        BoardSeason(position: position, rank: rank, clubs: 20, weeklyWageBill: wages, budget: budget)
    }

    private func state(_ confidence: Int, warned: Bool = false, weeks: Int = 20) -> BoardState {
        BoardState(confidence: confidence, warned: warned, sacked: false, weeksInJob: weeks)
    }

    @Test("in tenths: a favourite's defeat costs more than an underdog's; an underdog's win earns more")
    func resultsAgainstExpectation() {
        #expect(BoardRules.resultMove(points: 0, rank: 1, of: 20) == -16)
        #expect(BoardRules.resultMove(points: 0, rank: 20, of: 20) == -10)
        #expect(BoardRules.resultMove(points: 3, rank: 20, of: 20) == 20)
        #expect(BoardRules.resultMove(points: 3, rank: 1, of: 20) == 14)
        #expect(BoardRules.resultMove(points: 1, rank: 1, of: 20) == -6)
        #expect(BoardRules.resultMove(points: 1, rank: 20, of: 20) == 0)
    }

    @Test("small moves add up exactly over a season: ten draws of a favourite cost six points")
    func tenths() {
        var board = state(50)
        for _ in 0..<10 { board = BoardRules.afterMatchDay(board, week(points: 1, rank: 1)).state }
        #expect(board.confidence == 44 && board.confidenceTenths == 440)
    }

    @Test("confidence moves both ways with results, and counts the weeks")
    func bothWays() {
        let won = BoardRules.afterMatchDay(state(50), week(points: 3))
        let lost = BoardRules.afterMatchDay(state(50), week(points: 0))
        #expect(won.state.confidence > 50 && lost.state.confidence < 50)
        #expect(won.state.weeksInJob == 21)
        #expect(BoardRules.afterMatchDay(state(50), week(points: nil)).state.confidence == 50)
    }

    @Test("a week in debt costs a point; a wage bill over budget costs five at the season's end")
    func money() {
        #expect(BoardRules.afterMatchDay(state(50), week(points: nil, balance: -1)).state.confidence == 49)
        #expect(BoardRules.afterMatchDay(state(50), week(points: nil, balance: 0)).state.confidence == 50)
        #expect(BoardRules.afterSeason(state(60), season(position: 10, rank: 10, wages: 11_000)).state.confidence == 60)
        // 55 after the season, then a third of the way back to 60.
        #expect(BoardRules.afterSeason(state(60), season(position: 10, rank: 10, wages: 11_001)).state.confidence == 56)
    }

    @Test("the final place against the rank moves confidence at the season's end, at most 20")
    func seasonEnd() {
        #expect(BoardRules.seasonMove(season(position: 5, rank: 10)) == 100)
        #expect(BoardRules.seasonMove(season(position: 20, rank: 1)) == -200)
        #expect(BoardRules.afterSeason(state(60), season(position: 5, rank: 10)).state.confidenceTenths == 667)
        let relegated = BoardRules.afterSeason(state(40), season(position: 20, rank: 1))
        #expect(relegated.event == .warning && relegated.state.confidence == 33 && relegated.state.warned)
        #expect(BoardRules.isStrongSeason(position: 5, rank: 10, of: 20))
        #expect(!BoardRules.isStrongSeason(position: 1, rank: 1, of: 20))
        #expect(BoardRules.isStrongSeason(position: 1, rank: 2, of: 20))
    }

    @Test("a new season goes a third of the way back to the new-job level, unless it sacked him")
    func freshStart() {
        #expect(BoardRules.afterSeason(state(100), season(position: 10, rank: 10)).state.confidenceTenths == 867)
        #expect(BoardRules.afterSeason(state(15), season(position: 10, rank: 10)).state.confidence == 30)
        let sacked = BoardRules.afterSeason(state(10, warned: true), season(position: 20, rank: 1))
        #expect(sacked.event == .sack && sacked.state.confidence == 0)
    }

    @Test("a warning below the level, once; lifted when confidence recovers")
    func warning() {
        let warned = BoardRules.afterMatchDay(state(30), week(points: 0))
        #expect(warned.event == .warning && warned.state.warned)
        let again = BoardRules.afterMatchDay(warned.state, week(points: 0))
        #expect(again.event == nil && again.state.warned)
        let lifted = BoardRules.afterSeason(state(40, warned: true), season(position: 5, rank: 10))
        #expect(!lifted.state.warned)
    }

    @Test("the sack comes only after a warning, when confidence runs out")
    func sackAfterWarning() {
        let unwarned = BoardRules.afterMatchDay(state(1), week(points: 0, rank: 1))
        #expect(unwarned.event == .warning && !unwarned.state.sacked && unwarned.state.confidence == 0)
        let sacked = BoardRules.afterMatchDay(unwarned.state, week(points: 0, rank: 1))
        #expect(sacked.event == .sack && sacked.state.sacked)
        #expect(BoardRules.afterMatchDay(sacked.state, week(points: 3)).state == sacked.state)
    }

    @Test("no sack in a new job's first weeks, however bad")
    func firstWeeks() {
        var board = BoardState(confidence: 1, warned: true, sacked: false, weeksInJob: 0)
        for _ in 0..<BoardRules.firstWeeks {
            board = BoardRules.afterMatchDay(board, week(points: 0, rank: 1)).state
            #expect(!board.sacked)
        }
        #expect(BoardRules.afterMatchDay(board, week(points: 0, rank: 1)).event == .sack)
    }

    @Test("a new job starts at the documented level")
    func newJob() {
        #expect(BoardState.newJob == BoardState(confidence: 60, warned: false, sacked: false, weeksInJob: 0))
    }

    @Test("a cup run past expectation lifts confidence a little; going out to a club two tiers below costs some")
    func cupTies() {
        let tie = { (tier: Int, opponent: Int, through: Bool) in
            BoardWeek.CupTieResult(tier: tier, opponentTier: opponent, wentThrough: through)
        }
        #expect(BoardRules.cupMove(tie(3, 3, true)) == 5)
        #expect(BoardRules.cupMove(tie(3, 1, true)) == 20)
        #expect(BoardRules.cupMove(tie(1, 4, true)) == 0)
        #expect(BoardRules.cupMove(tie(1, 2, false)) == 0)
        #expect(BoardRules.cupMove(tie(1, 3, false)) == -15)
        #expect(BoardRules.cupMove(tie(1, 4, false)) == -30)
        let board = BoardState(confidence: 60, warned: false, sacked: false, weeksInJob: 10)
        let giantKilled = BoardWeek(points: nil, rank: 5, clubs: 20, balance: 100, cupTie: tie(1, 4, false))
        #expect(BoardRules.afterMatchDay(board, giantKilled).state.confidenceTenths == 570)
    }
}
