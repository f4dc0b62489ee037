import Navigation

/// The navigation state of the terminal: a stack of screens with sheets on top of it.
@MainActor
final class ScreenStack: NavigationCoordinatorProtocol {
    private(set) var stack: [any Screen] = []
    private(set) var sheets: [any Screen] = []

    /// The screen that receives input and is drawn.
    var top: (any Screen)? { sheets.last ?? stack.last }

    func push(_ screen: any Screen) { stack.append(screen) }

    func pop() {
        if !stack.isEmpty { stack.removeLast() }
    }

    func presentSheet(_ screen: any Screen) { sheets.append(screen) }

    func dismissSheet() {
        if !sheets.isEmpty { sheets.removeLast() }
    }

    func replaceStack(with screen: any Screen) {
        sheets = []
        stack = [screen]
    }
}
