/// What the in-game hub's "export save" needs; the one-line result is shown to the player.
@MainActor
protocol CareerExporting: AnyObject {
    func exportCareer(careerId: String) async -> String
}
