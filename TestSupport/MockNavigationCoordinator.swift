import Navigation

/// Records every navigation call in order, keeping the screens so tests can drive them.
@MainActor
public final class MockNavigationCoordinator: NavigationCoordinatorProtocol {
    public enum Call: Equatable {
        case push(String), pop, presentSheet(String), dismissSheet, replaceStack(String)
    }

    public private(set) var calls: [Call] = []
    /// The screens handed over by push, presentSheet and replaceStack, in order.
    public private(set) var screens: [any Screen] = []

    public init() {}

    public var lastScreen: (any Screen)? { screens.last }

    public func push(_ screen: any Screen) {
        calls.append(.push(screen.title))
        screens.append(screen)
    }

    public func pop() { calls.append(.pop) }

    public func presentSheet(_ screen: any Screen) {
        calls.append(.presentSheet(screen.title))
        screens.append(screen)
    }

    public func dismissSheet() { calls.append(.dismissSheet) }

    public func replaceStack(with screen: any Screen) {
        calls.append(.replaceStack(screen.title))
        screens.append(screen)
    }
}
