/// The coordinator of a feature that is one screen of a career (a hub tab: Cup, History, Finances, …), written once
/// (issue #39): it keeps the career, the navigator and the feature's interactor factory, makes the interactor and its
/// screen on start (`makeScreen`, the one thing each feature writes, with its delegate calls) and shows the screen in
/// place of the navigator's stack.
@MainActor
open class CareerScreenCoordinator<Result, Factory, Interactor>: BaseFeatureCoordinator<Result> {
    public private(set) var interactor: Interactor?
    public let careerId: String
    public let navigationCoordinator: any NavigationCoordinatorProtocol
    public let interactorFactory: Factory
    /// Where a chosen player's profile opens, for a screen that lists players.
    public let playerRouting: (any PlayerProfileRouting)?

    public init(careerId: String, navigationCoordinator: any NavigationCoordinatorProtocol, interactorFactory: Factory,
                playerRouting: (any PlayerProfileRouting)? = nil) {
        self.careerId = careerId
        self.navigationCoordinator = navigationCoordinator
        self.interactorFactory = interactorFactory
        self.playerRouting = playerRouting
        super.init()
    }

    /// The feature's interactor, its delegate set, and the screen that presents it. Subclasses override it.
    open func makeScreen() -> (interactor: Interactor, screen: any Screen) {
        fatalError("\(type(of: self)) does not say which screen it shows")
    }

    open override func start() {
        let made = makeScreen()
        interactor = made.interactor
        navigationCoordinator.replaceStack(with: made.screen)
    }
}
