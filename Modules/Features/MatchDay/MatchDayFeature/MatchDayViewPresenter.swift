/// What the MatchDay view sees: the view model and the actions its keys trigger. Each action only
/// acts in the phase it belongs to and is ignored in the others.
@MainActor
public protocol MatchDayViewPresenter: AnyObject {
    var viewModel: MatchDayViewModel { get }

    /// Fetches the next match day unless one is already on screen (a replay or report stays put when
    /// the hub shows the screen again); a failure becomes a one-line message.
    func load() async
    /// Esc before kick-off: leaves the screen.
    func close()
    /// Once the season is over: opens the Season Review.
    func reviewSeason()
    /// Moves the selected squad row (pre-match), management row (live, paused) or report row (post-match)
    /// by `offset`, clamped.
    func moveSelection(by offset: Int)

    // Pre-match
    /// Moves the selected player on to his next role (XI → SUB → – → XI); unavailable players only leave.
    func cycleRole()
    /// Switches to the next formation, keeping the starters who fit it and picking the rest.
    func nextFormation()
    /// Picks the best eleven and bench for the current formation.
    func autoPick()
    /// Before kick-off: the next instruction the match starts with.
    func nextInstruction()
    /// Plays the match day with the chosen line-up if it is legal (or the idle day); otherwise says why.
    func kickOff() async
    /// Before a match day: the assistant plays on until something needs the user, then the next day shows with it.
    func playUntilNews() async

    // Live
    /// Moves the match on by one tick; returns whether anything on show changed. Pauses by itself when
    /// one of the user's players is injured.
    func tick() async -> Bool
    /// Faster (+1) or slower (-1), within the clock's speeds.
    func changeSpeed(by offset: Int)
    /// Pauses (the management panel opens) or resumes.
    func togglePause()
    /// Shows or hides the match's numbers beside the commentary.
    func toggleStats()
    /// The assistant manages the rest of the match and the clock jumps to full time.
    func skipToFullTime() async
    func stepToNextEvent() async
    /// At full time: finishes the day and opens the match report.
    func showReport() async

    // Live, paused
    /// On a player on the pitch (or an empty place): picks him to come off; then on a substitute: brings
    /// him on for the picked player.
    func choosePlayer() async
    /// Drops the player picked to come off.
    func cancelPick()
    /// The side switches to the next formation.
    func changeLiveFormation() async
    /// The side gets the next instruction (attack, hold, park the bus).
    func changeInstruction() async
    /// Makes the change the assistant suggests.
    func acceptSuggestion() async

    // Post-match
    /// Moves the report to the next panel (ratings, statistics, other results), or the previous one for -1.
    func switchReportPanel(by offset: Int)
    /// Opens the selected rated player's profile.
    func openSelectedPlayer()
    /// Leaves the report for the next match day's pre-match.
    func continueToNextMatchDay() async
}
