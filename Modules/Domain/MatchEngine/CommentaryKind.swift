/// The kinds of line the commentator has, a little finer than `MatchEvent.Kind`: a goal with or without an
/// assist, a red for a second booking, the restart after half time, a shot blocked by a defender.
enum CommentaryKind: Int, CaseIterable, Sendable {
    case kickOff, secondHalf, halfTime, fullTime
    case possession, chance, shot, save, block, miss, foul, corner, offside
    case goal, soloGoal, yellowCard, secondYellow, redCard, injury, substitution
    case whimsy
    case extraTime, extraTimeHalf, shootoutStart, penaltyScored, penaltySaved, penaltyMissed, shootoutWon
}
