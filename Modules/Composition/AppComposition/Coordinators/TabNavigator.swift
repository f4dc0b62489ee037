import Navigation

/// The navigation a tab's feature coordinator gets inside the in-game hub: replacing the stack sets
/// the tab's content; pushes and sheets go to the whole screen.
@MainActor
final class TabNavigator: NavigationCoordinatorProtocol {
    private(set) var content: (any Screen)?
    private let outer: any NavigationCoordinatorProtocol

    init(outer: any NavigationCoordinatorProtocol) {
        self.outer = outer
    }

    func replaceStack(with screen: any Screen) { content = screen }
    func push(_ screen: any Screen) { outer.push(screen) }
    func pop() { outer.pop() }
    func presentSheet(_ screen: any Screen) { outer.presentSheet(screen) }
    func dismissSheet() { outer.dismissSheet() }
}
