/// How often each finish ends a move, by what the move is: a chance the commentator makes up between the
/// core's events, or a goal the core decided, with an assist or without one (a dead ball or a lone run).
enum FinishOdds {
    typealias Table = [(finish: Finish, weight: Double)]

    static let chance: Table = [
        (.header, 0.24), (.volley, 0.1), (.closeRange, 0.12), (.placed, 0.24), (.longShot, 0.22),
        (.freeKick, 0.06), (.penalty, 0.02),
    ]
    static let assistedGoal: Table = [
        (.header, 0.28), (.volley, 0.1), (.closeRange, 0.24), (.placed, 0.28), (.longShot, 0.1),
    ]
    static let soloGoal: Table = [
        (.header, 0.05), (.volley, 0.05), (.closeRange, 0.2), (.placed, 0.2), (.longShot, 0.2),
        (.freeKick, 0.1), (.penalty, 0.2),
    ]
}
