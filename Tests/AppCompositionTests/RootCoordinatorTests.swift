@testable import AppComposition
import BoardFeatureMocks
import CupFeatureMocks
import DesignSystem
import FinancesFeatureMocks
import HistoryFeatureMocks
import LeagueFeatureMocks
import MainMenuFeature
import MainMenuFeatureMocks
import MatchDayFeatureMocks
import Navigation
import NewGameFeature
import NewGameFeatureMocks
import PlayerFeatureMocks
import SeasonReviewFeatureMocks
import TeamFeature
import TeamFeatureMocks
import TeamSelectFeature
import TeamSelectFeatureMocks
import Testing
import TestSupport
import TransfersFeatureMocks

@MainActor
final class RecordingExporter: CareerExporting {
    private(set) var exported: [String] = []

    func exportCareer(careerId: String) async -> String {
        exported.append(careerId)
        return "Saved to /saves/\(careerId).sssave (12 KB)"
    }
}

@MainActor
@Suite struct RootCoordinatorTests {
    private let container = MockDependencyContainer()

    init() {
        container.mockCareerDataManager.careerSummaryResult = .success(Fixtures.careerSummary)
    }
    private let exporter = RecordingExporter()
    private var navigation: MockNavigationCoordinator { container.mockNavigationCoordinator }
    private var factory: MockInteractorFactory { container.mockInteractorFactory }

    private func makeRoot(onQuit: @escaping () -> Void = {}) -> RootCoordinator {
        RootCoordinator(navigation: navigation, interactorFactory: factory,
                        dataManager: container.mockCareerDataManager, exporter: exporter, onQuit: onQuit)
    }

    @Test func startsOnTheMainMenu() {
        let root = makeRoot()
        root.start()
        #expect(navigation.calls == [.replaceStack("Main Menu")])
        #expect(factory.mockMainMenuInteractor.delegate != nil)
    }

    @Test func newCareerPicksAClubThroughTeamSelectAndEntersTheGame() async {
        let root = makeRoot()
        root.start()
        factory.mockMainMenuInteractor.delegate?.mainMenuDidChooseNewCareer()
        #expect(navigation.calls.last == .push("New Career"))

        factory.mockNewGameInteractor.delegate?.newGameRequestsTeamPick(seed: 9)
        #expect(navigation.calls.last == .presentSheet("Choose Your Club"))
        #expect(factory.mockTeamSelectInteractor.madeWithSeeds == [9])

        let club = Fixtures.worldPreview.divisions[0].clubs[1]
        factory.mockTeamSelectInteractor.delegate?.teamSelectDidSelect(club)
        #expect(navigation.calls.last == .dismissSheet)
        #expect(factory.mockNewGameInteractor.calls.last == .didPickTeam(club))

        factory.mockNewGameInteractor.delegate?.newGameDidCreateCareer(Fixtures.createdCareer)
        #expect(Array(navigation.calls.suffix(2)) == [.pop, .replaceStack("Club")])

        // The hub loads the career and starts the Squad tab for the user's club when it appears.
        let hub = navigation.lastScreen
        await hub?.appear()
        #expect(container.mockCareerDataManager.careerSummaryCareerIds == ["career-1"])
        #expect(factory.mockTeamInteractor.creations == [.init(careerId: "career-1", teamId: "team-1")])
        #expect(hub?.statusText == "Crumpet Rovers · 2026/27 · 2026-08-01")
    }

    @Test func cancellingTeamSelectKeepsTheFormAndCancellingTheFormReturnsToTheMenu() {
        let root = makeRoot()
        root.start()
        factory.mockMainMenuInteractor.delegate?.mainMenuDidChooseNewCareer()
        factory.mockNewGameInteractor.delegate?.newGameRequestsTeamPick(seed: 1)
        factory.mockTeamSelectInteractor.delegate?.teamSelectDidCancel()
        #expect(factory.mockNewGameInteractor.calls.last == .didPickTeam(nil))

        factory.mockNewGameInteractor.delegate?.newGameDidCancel()
        #expect(Array(navigation.calls.suffix(2)) == [.pop, .replaceStack("Main Menu")])
    }

    @Test func continueOpensTheGameAndClosingTheSquadAsksThenReturnsToTheMenu() async {
        let root = makeRoot()
        root.start()
        factory.mockMainMenuInteractor.delegate?.mainMenuDidChooseContinue(careerId: "career-1")
        #expect(navigation.calls.last == .replaceStack("Club"))
        await navigation.lastScreen?.appear()

        factory.mockTeamInteractor.delegate?.teamInteractorDidRequestClose()
        #expect(navigation.calls.last == .presentSheet("Leave the career?"))
        _ = await navigation.lastScreen?.handle(.character("y"))
        #expect(navigation.calls.suffix(2) == [.dismissSheet, .replaceStack("Main Menu")])
    }

    @Test func xInTheGameExportsTheCareerAndSaysWhere() async {
        let root = makeRoot()
        root.start()
        factory.mockMainMenuInteractor.delegate?.mainMenuDidChooseContinue(careerId: "career-1")
        let hub = navigation.lastScreen
        await hub?.appear()
        #expect(hub?.keyHints.contains(KeyHint("x", "export save")) == true)
        #expect(await hub?.handle(.character("x")) == true)
        #expect(exporter.exported == ["career-1"])
        let lines = hub?.render(in: RenderContext(width: 80, height: 20, colored: false)) ?? []
        #expect(lines.last == "Saved to /saves/career-1.sssave (12 KB)")
        // The notice goes with the next key.
        _ = await hub?.handle(.down)
        #expect(hub?.render(in: RenderContext(width: 80, height: 20, colored: false)).last != lines.last)
    }

    @Test func aCareerThatFailsToOpenSaysWhyAndEscLeaves() async {
        container.mockCareerDataManager.careerSummaryResult = .failure(.careerUnreadable(slot: "career-1", reason: "file is truncated or damaged"))
        let root = makeRoot()
        root.start()
        factory.mockMainMenuInteractor.delegate?.mainMenuDidChooseContinue(careerId: "career-1")
        let hub = navigation.lastScreen
        await hub?.appear()
        let lines = hub?.render(in: RenderContext(width: 80, height: 20, colored: false)) ?? []
        #expect(lines.contains("career 'career-1' cannot be read: file is truncated or damaged"))
        #expect(factory.mockTeamInteractor.creations.isEmpty)
        _ = await hub?.handle(.escape)
        #expect(navigation.calls.last == .replaceStack("Main Menu"))
    }

    @Test func quitIsReportedToTheRuntime() {
        var quitCount = 0
        let root = makeRoot { quitCount += 1 }
        root.start()
        factory.mockMainMenuInteractor.delegate?.mainMenuDidChooseQuit()
        #expect(quitCount == 1)
    }
}
