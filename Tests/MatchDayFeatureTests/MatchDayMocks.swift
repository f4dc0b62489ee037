import DataManaging
import MatchDayFeature
import MatchDayFeatureMocks
import TestSupport

/// The mocks an interactor test wires up, answering as on a day the user plays: no match in progress,
/// the fixture preview, a kick-off into the fixture's live match and every minute stored.
@MainActor
struct MatchDayMocks {
    let dataManager = MockMatchDayDataManager()
    let liveData = MockLiveMatchDataManager()
    let careerData = MockCareerDataManager()
    let delegate = MockMatchDayInteractorDelegate()

    init() {
        dataManager.nextMatchDayResult = .success(SeasonFixtures.matchDayPreview)
        careerData.careerSummaryResult = .success(Fixtures.careerSummary)
        liveData.liveMatchResult = .success(nil)
        liveData.startLiveMatchResult = .success(MatchDaySamples.live())
        liveData.recordLiveMinuteResult = .success(())
    }

    func makeInteractor(careerId: String = "career-1",
                        transform: any MatchDayViewModelTransformProtocol = MatchDayViewModelTransform())
        -> MatchDayInteractor {
        let interactor = MatchDayInteractor(careerId: careerId, dataManager: dataManager, liveData: liveData,
                                            careerData: careerData, viewModelTransform: transform)
        interactor.delegate = delegate
        return interactor
    }

    /// An interactor that has loaded the fixture day and kicked off the user's match.
    func kickedOff() async -> MatchDayInteractor {
        let interactor = makeInteractor()
        await interactor.load()
        await interactor.kickOff()
        return interactor
    }
}
