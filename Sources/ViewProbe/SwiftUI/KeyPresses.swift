import Foundation

/// A key press on a hardware keyboard, as an `onKeyPress` action gets it.
public struct KeyPress: Sendable {
  /// The key pressed.
  public let key: KeyEquivalent
  /// The characters it produced.
  public let characters: String
  /// The modifier keys held.
  public let modifiers: EventModifiers
  /// Whether it went down, repeated or came up.
  public let phase: Phases

  /// Whether a handler used the key press.
  public enum Result: Sendable {
    /// Handled: it goes no further.
    case handled
    /// Not handled: it goes on to other handlers.
    case ignored
  }

  /// The phases of a key press.
  public struct Phases: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: Int
    /// Makes phases from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The key went down.
    public static let down = Phases(rawValue: 1)
    /// The key repeated while held.
    public static let `repeat` = Phases(rawValue: 2)
    /// The key came up.
    public static let up = Phases(rawValue: 4)
    /// Every phase.
    public static let all: Phases = [.down, .repeat, .up]
  }
}

/// `onKeyPress`: a handler of key presses, for the view that has focus and the views above it.
nonisolated public struct _KeyPressModifier: ViewModifier {
  /// Applied by the graph; no body.
  public typealias Body = Never
  /// Which presses it takes.
  let matches: (KeyPress) -> Bool
  let action: (KeyPress) -> KeyPress.Result
}

extension _KeyPressModifier: PassThroughModifier, PlainExpansion {}

nonisolated extension View {
  /// Runs `action` when `key` goes down (or repeats) on a hardware keyboard while this view, or
  /// one inside it, has focus; `.ignored` lets the press go on to handlers above.
  public func onKeyPress(_ key: KeyEquivalent, action: @escaping () -> KeyPress.Result)
    -> some View
  {
    onKeyPress(keys: [key]) { _ in action() }
  }

  /// Runs `action` for presses of `key` in `phases`.
  public func onKeyPress(
    _ key: KeyEquivalent, phases: KeyPress.Phases,
    action: @escaping (KeyPress) -> KeyPress.Result
  ) -> some View {
    onKeyPress(keys: [key], phases: phases, action: action)
  }

  /// Runs `action` for presses of any of `keys` in `phases`.
  public func onKeyPress(
    keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat],
    action: @escaping (KeyPress) -> KeyPress.Result
  ) -> some View {
    modifier(
      _KeyPressModifier(
        matches: { keys.contains($0.key) && phases.contains($0.phase) }, action: action))
  }

  /// Runs `action` for presses of keys producing any of `characters`, in `phases`.
  public func onKeyPress(
    characters: CharacterSet, phases: KeyPress.Phases = [.down, .repeat],
    action: @escaping (KeyPress) -> KeyPress.Result
  ) -> some View {
    modifier(
      _KeyPressModifier(
        matches: { press in
          phases.contains(press.phase)
            && press.characters.unicodeScalars.contains { characters.contains($0) }
        }, action: action))
  }

  /// Runs `action` for presses of any key in `phases`.
  public func onKeyPress(
    phases: KeyPress.Phases = [.down, .repeat], action: @escaping (KeyPress) -> KeyPress.Result
  ) -> some View {
    modifier(_KeyPressModifier(matches: { phases.contains($0.phase) }, action: action))
  }
}

extension ViewGraph {
  /// Sends `press` to the `onKeyPress` handlers of the view that has focus and of the views above
  /// it, innermost first, until one handles it.
  func dispatch(_ press: KeyPress, from responder: ViewNode) {
    var node: ViewNode? = responder
    while let current = node {
      if let handler = (current.castableView as? any ModifierCarrying)?.anyModifier
        as? _KeyPressModifier, handler.matches(press), handler.action(press) == .handled
      {
        return
      }
      node = current.parent
    }
  }
}
