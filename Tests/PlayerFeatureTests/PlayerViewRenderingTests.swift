import DataManaging
import DesignSystem
import GameModels
import Navigation
import PlayerFeature
import PlayerFeatureMocks
import TestSupport
import Testing

@MainActor
@Suite("PlayerView rendering")
struct PlayerViewRenderingTests {
    let interactor = MockPlayerInteractor()

    /// 80×24 leaves 21 lines between the title and hint bars.
    func render(_ viewModel: PlayerViewModel, width: Int = 80, height: Int = 21,
                colored: Bool = false) -> [String] {
        interactor.viewModel = viewModel
        let context = RenderContext(width: width, height: height, colored: colored)
        let lines = PlayerView(presenter: interactor).render(in: context)
        expectFits(lines, RenderContext(width: width, height: height, colored: false))
        return lines
    }

    /// Every line of the page: rendered tall enough that nothing scrolls.
    func page(_ viewModel: PlayerViewModel) -> [String] { render(viewModel, height: 200) }

    @Test("the title is the view model's: the player's name once loaded")
    func title() {
        let view = PlayerView(presenter: interactor)
        #expect(view.title == "Player")
        interactor.viewModel = PlayerFixtures.loaded()
        #expect(view.title == "Ivy Nutmeg")
    }

    @Test("the profile: header, contract, condition, ratings, this season and career, in 80×21")
    func layout() {
        let lines = render(PlayerFixtures.loaded())
        #expect(lines.count == 21)
        #expect(lines[0].hasPrefix("┌─ Ivy Nutmeg ─"))
        #expect(lines[1] == "│ " + TextLayout.fit("Midfielder (MF) · Age 23", to: 76) + " │")
        #expect(lines[2] == "│ " + TextLayout.fit("Crumpet Rovers · The Custard Premiership", to: 76) + " │")
        #expect(lines[3].hasPrefix("└"))
        #expect(Array(lines[4...13]) == [
            "Contract    £12.0k/wk until 2028/29",
            "Condition   Fitness  86 ████████░░",
            "            Injured: out for 3 match days",
            "Ratings     Overall     72 ███████░░░",
            "            Pace        70 ███████░░░   Defending   30 ███░░░░░░░",
            "            Shooting    78 ███████░░░   Physical    64 ██████░░░░",
            "            Passing     81 ████████░░   Goalkeeping 20 ██░░░░░░░░",
            "            Dribbling   66 ██████░░░░",
            "This season 2026/27",
            "            Apps 12 · Goals 5 · Assists 3 · Yellow 2 · Red 0 · Avg rating 7.1",
        ])
        #expect(lines[14] == "")
        #expect(lines[15] == "Career")
        for title in ["Season", "Club", "Apps", "Goals", "Assists", "Avg"] {
            #expect(lines[16].contains(title), "missing \(title)")
        }
        #expect(lines[17].hasPrefix("  ───────"))
        #expect(lines[18].hasPrefix("  2026/27 Crumpet Rovers "))
        #expect(lines[18].hasSuffix("31     1       1  6.1"))
        #expect(lines[19] == lines[17])
        #expect(lines[20].hasPrefix("  Total   1 season "))
        #expect(lines[20].hasSuffix("999    77      55  6.8"))
    }

    @Test("a free agent has no contract")
    func freeAgent() {
        var profile = PlayerFixtures.profile()
        profile.contract = nil
        profile.header.club = "Free agent"
        let lines = render(PlayerViewModel(title: "Ivy Nutmeg", isLoading: false, profile: profile))
        #expect(lines[2].contains("│ Free agent "))
        #expect(lines[4] == "Contract    None (free agent)")
    }

    @Test("a fit player's status says so")
    func fit() {
        var profile = PlayerFixtures.profile()
        profile.condition = PlayerConditionViewModel(fitnessLevel: 100, fitness: "100", availability: .fit,
                                                     status: "Fit")
        let lines = render(PlayerViewModel(title: "Ivy Nutmeg", isLoading: false, profile: profile))
        #expect(lines[5] == "Condition   Fitness 100 ██████████")
        #expect(lines[6] == "            Fit")
    }

    @Test("a page taller than the screen shows the part from the scroll offset")
    func scrolls() {
        // 10 seasons: 20 lines around the career rows, 30 in all; 21 fit, so the offset runs 0…9.
        let full = page(PlayerFixtures.loaded(seasons: 10))
        #expect(full.count == 30)

        let top = render(PlayerFixtures.loaded(seasons: 10))
        #expect(top == Array(full[0..<21]))

        let scrolled = render(PlayerFixtures.loaded(seasons: 10, scrollOffset: 4))
        #expect(scrolled == Array(full[4..<25]))
        #expect(scrolled[0] == "Contract    £12.0k/wk until 2028/29")

        let bottom = render(PlayerFixtures.loaded(seasons: 10, scrollOffset: 9))
        #expect(bottom == Array(full[9..<30]))
        #expect(bottom.last?.hasPrefix("  Total   10 seasons ") == true)
    }

    @Test("an offset past the end shows the last screenful, never blank lines")
    func scrollPastEnd() {
        let full = page(PlayerFixtures.loaded(seasons: 10))
        let lines = render(PlayerFixtures.loaded(seasons: 10, scrollOffset: 29))
        #expect(lines == Array(full[9..<30]))
    }

    @Test("a page that fits does not scroll")
    func fitsWithoutScrolling() {
        let lines = render(PlayerFixtures.loaded(seasons: 2, scrollOffset: 5), height: 30)
        #expect(lines.count == 22)
        #expect(lines[0].hasPrefix("┌─ Ivy Nutmeg ─"))
    }

    @Test("a short screen still gets at most its height")
    func shortScreen() {
        let lines = render(PlayerFixtures.loaded(seasons: 3, scrollOffset: 2), height: 5)
        #expect(lines == Array(page(PlayerFixtures.loaded(seasons: 3))[2..<7]))
    }

    @Test("long names are cut to the width, plain and coloured, at 80 columns and below")
    func longNames() {
        var profile = PlayerFixtures.profile(seasons: 3)
        profile.header.name = String(repeating: "Fotherington-Thomas ", count: 6)
        profile.header.club = String(repeating: "Athletic Puddlebury Wanderers ", count: 4)
        profile.career.rows[0].club = "Real Muddyford Academicals of the Lower Gravy Marshes"
        profile.condition.status = "Injured: out for 12 match days · Suspended: 3 match days"
        let viewModel = PlayerViewModel(title: profile.header.name, isLoading: false, profile: profile)
        for width in [80, 72, 60] {
            for colored in [false, true] {
                _ = render(viewModel, width: width, colored: colored)
            }
        }
        let lines = page(viewModel)
        #expect(lines.contains { $0.hasPrefix("  2026/27 Real Muddyford Academicals …   31 ") })
    }

    @Test("colour adds escapes but no visible width")
    func colored() {
        let plain = render(PlayerFixtures.loaded(seasons: 4))
        let colored = render(PlayerFixtures.loaded(seasons: 4), colored: true)
        #expect(colored.contains { $0.contains("\u{1B}[") })
        #expect(colored.map(TextLayout.visibleWidth) == plain.map(TextLayout.visibleWidth))
    }

    @Test("an error is one line and how to leave")
    func error() {
        let lines = render(PlayerViewModel(title: "Player", isLoading: false,
                                           errorMessage: "Could not load the player: no player with id 'x'"))
        #expect(lines == ["    ! Could not load the player: no player with id 'x'", "Esc to go back"])
    }

    @Test("a multi-line or long error stays one line within the width")
    func longError() {
        let multiLine = render(PlayerViewModel(isLoading: false, errorMessage: "storage error:\ndisk on fire"))
        #expect(multiLine == ["    ! storage error: disk on fire", "Esc to go back"])

        let long = render(PlayerViewModel(isLoading: false, errorMessage: String(repeating: "x", count: 200)))
        #expect(long.count == 2)
        #expect(TextLayout.visibleWidth(long[0]) == 80)
        #expect(long[0].hasSuffix("…"))
    }

    @Test("before the player arrives it says it is loading")
    func loading() {
        #expect(render(PlayerViewModel()) == ["Loading player…"])
    }

    @Test("a real player renders within 80×21, plain and coloured")
    func realPlayer() async {
        let dataManager = MockPlayerDataManager()
        dataManager.playerDetailsResult = .success(PlayerDetails(
            player: SeasonFixtures.playerDetails.player.with(condition: PlayerCondition(fitness: 73,
                                                                                        suspensionMatchDays: 1)),
            clubName: "Crumpet Rovers", divisionName: "The Custard Premiership",
            currentSeason: SeasonFixtures.playerDetails.currentSeason, seasons: SeasonFixtures.playerDetails.seasons))
        let real = PlayerInteractor(careerId: "career-1", playerId: "player-13", dataManager: dataManager,
                                    viewModelTransform: PlayerViewModelTransform())
        let view = PlayerView(presenter: real)
        await view.appear()
        for colored in [false, true] {
            let lines = view.render(in: RenderContext(width: 80, height: 21, colored: colored))
            expectFits(lines, RenderContext(width: 80, height: 21, colored: false))
        }
        let lines = view.render(in: RenderContext(width: 80, height: 21, colored: false))
        #expect(view.title == "Player No13")
        #expect(lines[1].contains("Forward (FW) · Age 32"))
        #expect(lines[4] == "Contract    £5.2k/wk until 2028/29")
        #expect(lines[5].hasPrefix("Condition   Fitness  73 ███████░░░"))
        #expect(lines[6] == "            Suspended: 1 match day")
        #expect(lines.contains("            Apps 1 · Goals 1 · Assists 0 · Yellow 0 · Red 0 · Avg rating 8.1"))
        #expect(lines.last?.hasPrefix("  Total   1 season ") == true)
        #expect(lines.last?.hasSuffix("1     1       0  8.1") == true)
    }
}
