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
    /// Moves the selected squad row (pre-match) or report row (post-match) by `offset`, clamped.
    func moveSelection(by offset: Int)

    // Pre-match
    /// Moves the selected player on to his next role (XI → SUB → – → XI); unavailable players only leave.
    func cycleRole()
    /// Switches to the next formation and picks the best eleven for it.
    func nextFormation()
    /// Picks the best eleven and bench for the current formation.
    func autoPick()
    /// Plays the match day with the chosen line-up if it is legal (or the idle day); otherwise says why.
    func kickOff() async

    // Live
    /// Moves the replay on by one tick; returns whether anything on show changed.
    func tick() -> Bool
    /// Faster (+1) or slower (-1), within the clock's speeds.
    func changeSpeed(by offset: Int)
    func togglePause()
    func skipToFullTime()
    func stepToNextEvent()
    /// At full time: on to the match report.
    func showReport()

    // Post-match
    /// Switches the report between the ratings and the other results of the day.
    func switchReportPanel()
    /// Opens the selected rated player's profile.
    func openSelectedPlayer()
    /// Leaves the report for the next match day's pre-match.
    func continueToNextMatchDay() async
}
