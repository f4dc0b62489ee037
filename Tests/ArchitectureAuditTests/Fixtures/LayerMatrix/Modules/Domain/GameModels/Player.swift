import Foundation
import Navigation

public struct Player {}
