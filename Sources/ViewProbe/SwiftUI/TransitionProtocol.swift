/// How a view changes as it is inserted and removed (iOS 17), written as a body over the content
/// and the phase: `struct RotatingFade: Transition`, applied with `.transition(RotatingFade())`.
///
/// Nothing animates in ViewProbe: a view in the tree is in the `identity` phase, so its transition's
/// body runs with `.identity` — the view keeps whatever that body wraps it in — and a removed view
/// is gone at once. Its dynamic properties (`@Environment` …) are installed in the view it is
/// applied to, as a modifier's are.
@MainActor @preconcurrency
public protocol Transition {
  /// The view the transition's body produces.
  associatedtype Body: View
  /// The view the transition is applied to, as a placeholder.
  typealias Content = PlaceholderContentView<Self>

  /// The content as it appears in `phase`.
  @ViewBuilder func body(content: Self.Content, phase: TransitionPhase) -> Self.Body

  /// What the transition does, such as whether it moves the view.
  static var properties: TransitionProperties { get }
}

extension Transition {
  /// A transition that moves the view.
  public static var properties: TransitionProperties { TransitionProperties() }

  /// This transition with `animation` (nothing animates).
  public func animation(_ animation: Animation?) -> Self { self }

  /// This transition, then `other`, applied together.
  public func combined<T: Transition>(with other: T) -> _CombinedTransition<Self, T> {
    _CombinedTransition(first: self, second: other)
  }
}

/// The stage of a transition: a view in the tree is in `identity`.
public enum TransitionPhase: Hashable, Sendable {
  /// About to be inserted.
  case willAppear
  /// In the tree.
  case identity
  /// Being removed.
  case didDisappear

  /// Whether the transition should leave the view as it is: true in `identity`.
  public var isIdentity: Bool { self == .identity }

  /// -1 in `willAppear`, 0 in `identity`, 1 in `didDisappear`, to scale effects by.
  public var value: Double {
    switch self {
    case .willAppear: -1
    case .identity: 0
    case .didDisappear: 1
    }
  }
}

/// What a transition does.
public struct TransitionProperties: Sendable {
  /// Whether the transition moves the view (reduced-motion settings replace such transitions).
  public var hasMotion: Bool
  /// Properties of a transition.
  public init(hasMotion: Bool = true) { self.hasMotion = hasMotion }
}

/// The view a transition's body or an animator's content closure modifies: the view the
/// transition or animator was applied to.
nonisolated public struct PlaceholderContentView<Value>: View {
  let content: any View

  /// A primitive view: the graph reads the wrapped content.
  @MainActor
  public var body: Never { primitiveBody("PlaceholderContentView") }
}

extension PlaceholderContentView: PrimitiveView, StructuralView {
  @MainActor
  func makeChildren(into children: inout ChildList) {
    children.append(content, key: .content)
  }
}

/// Two transitions applied together.
public struct _CombinedTransition<First: Transition, Second: Transition>: Transition {
  let first: First
  let second: Second

  /// The content through both transitions' bodies.
  public func body(content: Content, phase: TransitionPhase) -> some View {
    second.body(
      content: PlaceholderContentView(
        content: first.body(content: PlaceholderContentView(content: content), phase: phase)),
      phase: phase)
  }
}

/// Applies a transition's body at the identity phase: the view is in the tree.
nonisolated struct _TransitionModifier<T: Transition>: ViewModifier {
  let transition: T

  @MainActor
  func body(content: Content) -> some View {
    transition.body(content: PlaceholderContentView(content: content), phase: .identity)
  }
}

nonisolated extension View {
  /// Inserts and removes the view with `transition`: its body runs at the identity phase.
  public func transition<T: Transition>(_ transition: T) -> some View {
    modifier(_TransitionModifier(transition: transition))
  }
}

extension AnyTransition {
  /// A transition erased from `transition` (not simulated, as every `AnyTransition`).
  public init<T: Transition>(_ transition: T) { self.init(name: String(describing: T.self)) }
}
