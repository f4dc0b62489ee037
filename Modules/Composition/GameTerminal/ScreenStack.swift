import Navigation

/// The navigation state of the terminal: a stack of screens with sheets on top of it.
@MainActor
package final class ScreenStack: NavigationCoordinatorProtocol {
    private(set) var stack: [any Screen] = []
    private(set) var sheets: [any Screen] = []

    /// The screen that receives input and is drawn.
    var top: (any Screen)? { sheets.last ?? stack.last }

    package func push(_ screen: any Screen) { stack.append(screen) }

    package func pop() {
        if !stack.isEmpty { stack.removeLast() }
    }

    package func presentSheet(_ screen: any Screen) { sheets.append(screen) }

    package func dismissSheet() {
        if !sheets.isEmpty { sheets.removeLast() }
    }

    package func replaceStack(with screen: any Screen) {
        sheets = []
        stack = [screen]
    }
}
