import Economy
import GameModels

/// How the board's confidence moves (Modules/DECISIONS.md 26): each result against what the club's strength
/// rank promises and each week in debt; at the season's end the final place against the rank and the wage
/// bill against the budget, then a third of the way back to the level a new job starts at. A warning when it
/// falls below `warningLevel`; the sack when it reaches 0 after a warning, never in a job's first weeks. Levels
/// are on the 0–100 scale; moves are in tenths of a point (`BoardState.confidenceTenths`).
public enum BoardRules {
    public static let newJobConfidence = 60
    public static let warningLevel = 30
    /// A warning is lifted once confidence is back to this.
    public static let reassuredLevel = 45
    /// No sacking in a new job's first weeks, whatever happens.
    public static let firstWeeks = 8

    /// Wages over `SeasonBudget.wageTolerance` of the budget cost this many points at the season's end.
    public static let overBudgetCost = 5

    /// Points a match the board expects, in tenths: 1.6 from the strongest club, 1.0 from the weakest.
    public static func expectedPointsTenths(rank: Int, of clubs: Int) -> Int {
        guard clubs > 1 else { return 13 }
        return 16 - 6 * (rank - 1) / (clubs - 1)
    }

    /// The points above or below expectation, in tenths: a favourite's defeat costs 1.6, an underdog's win
    /// earns 2.
    public static func resultMove(points: Int, rank: Int, of clubs: Int) -> Int {
        points * 10 - expectedPointsTenths(rank: rank, of: clubs)
    }

    /// In tenths: forty points across the whole table (two a place in a division of 20, at most 20 either
    /// way), less `overBudgetCost` for a wage bill over the tolerance.
    public static func seasonMove(_ season: BoardSeason) -> Int {
        let place = ((season.rank - season.position) * 400 / max(season.clubs, 1)).clamped(to: -200...200)
        let overBudget = season.weeklyWageBill * 100 > season.budget.weeklyWages * SeasonBudget.wageTolerance
        return place - (overBudget ? overBudgetCost * 10 : 0)
    }

    /// A cup tie, in tenths: going through against a club of the same tier lifts confidence a little (half a
    /// point), against a higher tier a point a tier; going out to a club two tiers or more below costs one and a
    /// half points a tier past the first. Anything else is what the board expected.
    public static func cupMove(_ tie: BoardWeek.CupTieResult) -> Int {
        let below = tie.opponentTier - tie.tier
        if tie.wentThrough { return below == 0 ? 5 : below < 0 ? -10 * below : 0 }
        return below >= 2 ? -15 * (below - 1) : 0
    }

    /// A season a quarter of the table above expectation (three places at least), or a title nobody expected.
    public static func isStrongSeason(position: Int, rank: Int, of clubs: Int) -> Bool {
        rank - position >= max(3, clubs / 4) || (position == 1 && rank > 1)
    }

    public static func afterMatchDay(_ state: BoardState, _ week: BoardWeek) -> BoardVerdict {
        let result = week.points.map { resultMove(points: $0, rank: week.rank, of: week.clubs) } ?? 0
        var weekOn = state
        weekOn.weeksInJob += state.sacked ? 0 : 1
        let cup = week.cupTie.map(cupMove) ?? 0
        return judge(weekOn, move: result + cup + (week.balance < 0 ? -10 : 0), warnedBefore: state.warned)
    }

    /// A cup tie the manager played on its own, after its league day was judged: the tie's move alone.
    public static func afterCupTie(_ state: BoardState, _ tie: BoardWeek.CupTieResult) -> BoardVerdict {
        judge(state, move: cupMove(tie), warnedBefore: state.warned)
    }

    /// The season's move, then — unless it sacked him — a third of the way back to `newJobConfidence`: a new
    /// season is a fresh start, so one lucky or unlucky season does not carry into every one after it.
    public static func afterSeason(_ state: BoardState, _ season: BoardSeason) -> BoardVerdict {
        let verdict = judge(state, move: seasonMove(season), warnedBefore: state.warned)
        guard !verdict.state.sacked else { return verdict }
        var next = verdict.state
        next.confidenceTenths += (newJobConfidence * 10 - next.confidenceTenths) / 3
        if next.warned, next.confidenceTenths >= reassuredLevel * 10 { next.warned = false }
        return BoardVerdict(state: next, event: verdict.event)
    }

    /// Moves confidence and decides: a sacked coach is judged no more; the sack needs a warning given before.
    private static func judge(_ state: BoardState, move: Int, warnedBefore: Bool) -> BoardVerdict {
        guard !state.sacked else { return BoardVerdict(state: state, event: nil) }
        var next = state
        next.confidenceTenths = (state.confidenceTenths + move).clamped(to: BoardConfidence.tenthsRange)
        if next.warned, next.confidenceTenths >= reassuredLevel * 10 { next.warned = false }
        if next.confidenceTenths == BoardConfidence.tenthsRange.lowerBound, warnedBefore, next.weeksInJob > firstWeeks {
            next.sacked = true
            return BoardVerdict(state: next, event: .sack)
        }
        if !next.warned, next.confidenceTenths < warningLevel * 10 {
            next.warned = true
            return BoardVerdict(state: next, event: .warning)
        }
        return BoardVerdict(state: next, event: nil)
    }
}
