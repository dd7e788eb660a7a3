// Pointer hover effects, hit-testing shapes and focusability. ViewProbe has no pointer and no
// focus engine (focus is set through `@FocusState` and the harness), so these are inert.

/// An effect shown when a pointer hovers over a view (not drawn).
public struct HoverEffect: Sendable, Hashable {
  let name: String
  /// As the system chooses.
  public static let automatic = HoverEffect(name: "automatic")
  /// A highlight behind the view.
  public static let highlight = HoverEffect(name: "highlight")
  /// The view lifts and gains a shadow.
  public static let lift = HoverEffect(name: "lift")
}

/// Where a continuous hover is.
public enum HoverPhase: Equatable, Sendable {
  /// The pointer is over the view, at this location.
  case active(CGPoint)
  /// The pointer left the view.
  case ended
}

/// The kinds of hit-testing and preview a `contentShape(_:_:eoFill:)` sets.
public struct ContentShapeKinds: OptionSet, Sendable, Hashable {
  /// The kinds' bits.
  public let rawValue: Int
  /// Kinds from their bits.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// Taps and other interactions.
  public static let interaction = ContentShapeKinds(rawValue: 1 << 0)
  /// The preview while dragging.
  public static let dragPreview = ContentShapeKinds(rawValue: 1 << 1)
  /// The preview of a context menu.
  public static let contextMenuPreview = ContentShapeKinds(rawValue: 1 << 2)
  /// Hover effects.
  public static let hoverEffect = ContentShapeKinds(rawValue: 1 << 3)
  /// The focus effect.
  public static let focusEffect = ContentShapeKinds(rawValue: 1 << 4)
  /// Accessibility frames.
  public static let accessibility = ContentShapeKinds(rawValue: 1 << 5)
}

/// The interactions a focusable view takes part in.
public struct FocusInteractions: OptionSet, Sendable, Hashable {
  /// The interactions' bits.
  public let rawValue: Int
  /// Interactions from their bits.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// Activation, as a button is activated.
  public static let activate = FocusInteractions(rawValue: 1 << 0)
  /// Editing, as a text field is edited.
  public static let edit = FocusInteractions(rawValue: 1 << 1)
  /// As the platform chooses.
  public static let automatic: FocusInteractions = [.activate, .edit]
}

/// How strongly a `defaultFocus` value is preferred.
public struct DefaultFocusEvaluationPriority: Sendable, Hashable {
  let name: String
  /// When the scene first evaluates focus.
  public static let automatic = DefaultFocusEvaluationPriority(name: "automatic")
  /// Also when the user moves focus into the region.
  public static let userInitiated = DefaultFocusEvaluationPriority(name: "userInitiated")
}

nonisolated extension View {
  /// Shows `effect` while a pointer hovers over the view (not drawn).
  public func hoverEffect(_ effect: HoverEffect = .automatic, isEnabled: Bool = true) -> some View {
    inert("hoverEffect")
  }

  /// Turns off the hover effects inside (not drawn).
  public func hoverEffectDisabled(_ disabled: Bool = true) -> some View {
    inert("hoverEffectDisabled")
  }

  /// Runs `action` as a pointer moves over the view; ViewProbe has no pointer, so it never runs.
  public func onContinuousHover(
    coordinateSpace: CoordinateSpace = .local, perform action: @escaping (HoverPhase) -> Void
  ) -> some View {
    inert("onContinuousHover")
  }

  /// The shape used for `kind` of hit-testing or preview (not laid out).
  public func contentShape<S: Shape>(_ kind: ContentShapeKinds, _ shape: S, eoFill: Bool = false)
    -> some View
  {
    modifier(
      _InertModifier(
        name: "contentShape",
        hitsItsWholeFrame: kind.contains(.interaction) && shape is Rectangle))
  }

  /// Makes the view able to take focus (not simulated: focus is set through `@FocusState`).
  public func focusable(_ isFocusable: Bool = true) -> some View { inert("focusable") }

  /// Makes the view able to take focus for `interactions` (not simulated).
  public func focusable(_ isFocusable: Bool = true, interactions: FocusInteractions)
    -> some View
  {
    inert("focusable")
  }

  /// Hides the focus ring (not drawn).
  public func focusEffectDisabled(_ disabled: Bool = true) -> some View {
    inert("focusEffectDisabled")
  }

  /// The value focus starts at when the scene first evaluates focus. ViewProbe does not evaluate
  /// focus on its own: the binding keeps its value until the view or the harness writes it.
  public func defaultFocus<V: Hashable>(
    _ binding: FocusState<V>.Binding, _ value: V,
    priority: DefaultFocusEvaluationPriority = .automatic
  ) -> some View {
    inert("defaultFocus")
  }
}
