/// How an accessibility element treats its children (not simulated).
public struct AccessibilityChildBehavior: Hashable, Sendable {
  let name: String
  /// The children are hidden; the element stands alone.
  public static let ignore = AccessibilityChildBehavior(name: "ignore")
  /// The children stay separate elements.
  public static let contain = AccessibilityChildBehavior(name: "contain")
  /// The children's labels are combined into the element's.
  public static let combine = AccessibilityChildBehavior(name: "combine")
}

/// The direction of an adjustable action (swipe up or down with VoiceOver).
public enum AccessibilityAdjustmentDirection: Hashable, Sendable {
  /// Up: increase.
  case increment
  /// Down: decrease.
  case decrement
}

/// The kind of an accessibility action.
public struct AccessibilityActionKind: Hashable, Sendable {
  let name: String
  /// The default action (a double tap).
  public static let `default` = AccessibilityActionKind(name: "default")
  /// Escape (a two-finger scrub).
  public static let escape = AccessibilityActionKind(name: "escape")
  /// The magic tap (a two-finger double tap).
  public static let magicTap = AccessibilityActionKind(name: "magicTap")
  /// Delete.
  public static let delete = AccessibilityActionKind(name: "delete")
  /// Show the menu.
  public static let showMenu = AccessibilityActionKind(name: "showMenu")
  init(name: String) { self.name = name }
  /// A named action.
  public init(named name: Text) { self.name = name.string }
}

extension AccessibilityTraits {
  /// A link.
  public static let isLink = AccessibilityTraits(rawValue: 1 << 5)
  /// A search field.
  public static let isSearchField = AccessibilityTraits(rawValue: 1 << 6)
  /// Plays sound.
  public static let playsSound = AccessibilityTraits(rawValue: 1 << 7)
  /// A keyboard key.
  public static let isKeyboardKey = AccessibilityTraits(rawValue: 1 << 8)
  /// A summary element.
  public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 9)
  /// Updates often.
  public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 10)
  /// Starts media.
  public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
  /// Adjustable.
  public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 12)
  /// Changes pages.
  public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 13)
  /// Modal.
  public static let isModal = AccessibilityTraits(rawValue: 1 << 14)
  /// A toggle.
  public static let isToggle = AccessibilityTraits(rawValue: 1 << 15)
}

nonisolated extension View {
  /// Whether assistive technologies treat the view as interactive (not simulated).
  public func accessibilityRespondsToUserInteraction(_ respondsToUserInteraction: Bool = true)
    -> some View
  {
    inert("accessibilityRespondsToUserInteraction")
  }

  /// Makes the view one accessibility element (not simulated).
  public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
    inert("accessibilityElement")
  }

  /// Removes accessibility traits (not simulated).
  public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View {
    inert("accessibilityRemoveTraits")
  }

  /// Labels that voice control accepts (not simulated).
  public func accessibilityInputLabels(_ inputLabels: [LocalizedStringKey]) -> some View {
    inert("accessibilityInputLabels")
  }

  /// Labels that voice control accepts, as strings (not simulated).
  public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S]) -> some View {
    inert("accessibilityInputLabels")
  }

  /// The order VoiceOver reads elements in (not simulated).
  public func accessibilitySortPriority(_ sortPriority: Double) -> some View {
    inert("accessibilitySortPriority")
  }

  /// Offers the buttons of `content` as the element's accessibility actions. They are in the
  /// tree as a context menu's items are (there without being opened): a test taps them with
  /// `find(button:)`.
  public func accessibilityActions<Content: View>(@ViewBuilder _ content: () -> Content)
    -> some View
  {
    modifier(_AttachedContentModifier(name: "accessibilityActions", attached: content()))
  }

  /// Handles VoiceOver's zoom gesture on the view (not driven: there is no zoom action to
  /// perform from a harness).
  public func accessibilityZoomAction(
    _ handler: @escaping (AccessibilityZoomGestureAction) -> Void
  ) -> some View {
    inert("accessibilityZoomAction")
  }

  /// Has VoiceOver speak the view's text letter by letter (not simulated).
  public func speechSpellsOutCharacters(_ value: Bool = true) -> some View {
    inert("speechSpellsOutCharacters")
  }

  /// Has VoiceOver speak the view's punctuation (not simulated).
  public func speechAlwaysIncludesPunctuation(_ value: Bool = true) -> some View {
    inert("speechAlwaysIncludesPunctuation")
  }

  /// Has VoiceOver speak the view's text at `value` pitch, from 0 to 2 (not simulated).
  public func speechAdjustedPitch(_ value: Double) -> some View {
    inert("speechAdjustedPitch")
  }

  /// Has VoiceOver announce the view's text only after what is being spoken (not simulated).
  public func speechAnnouncementsQueued(_ value: Bool = true) -> some View {
    inert("speechAnnouncementsQueued")
  }

  /// Shows the large content viewer for the view (not simulated).
  public func accessibilityShowsLargeContentViewer() -> some View {
    inert("accessibilityShowsLargeContentViewer")
  }

  /// A hint, from a string (not simulated).
  public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View {
    inert("accessibilityHint")
  }

  /// A hint, as text (not simulated).
  public func accessibilityHint(_ hint: Text) -> some View { inert("accessibilityHint") }

  /// An accessibility value, from a key (not simulated).
  public func accessibilityValue(_ valueKey: LocalizedStringKey) -> some View {
    inert("accessibilityValue")
  }

  /// Treats the view as a heading of `level` (not simulated).
  public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> some View {
    inert("accessibilityHeading")
  }

  /// Adds `representation` as what accessibility sees (not simulated).
  public func accessibilityRepresentation<V: View>(@ViewBuilder representation: () -> V)
    -> some View
  {
    inert("accessibilityRepresentation")
  }
}

/// The level of a heading.
public enum AccessibilityHeadingLevel: Hashable, Sendable {
  /// Unspecified.
  case unspecified
  /// Level 1.
  case h1
  /// Level 2.
  case h2
  /// Level 3.
  case h3
  /// Level 4.
  case h4
  /// Level 5.
  case h5
  /// Level 6.
  case h6
}

/// The direction text runs in.
public enum LayoutDirection: Hashable, Sendable, CaseIterable {
  /// Left to right.
  case leftToRight
  /// Right to left.
  case rightToLeft
}

struct ReduceMotionKey: EnvironmentKey { static let defaultValue = false }
struct DifferentiateWithoutColorKey: EnvironmentKey { static let defaultValue = false }
struct VoiceOverEnabledKey: EnvironmentKey { static let defaultValue = false }
struct ReduceTransparencyKey: EnvironmentKey { static let defaultValue = false }
struct InvertColorsKey: EnvironmentKey { static let defaultValue = false }
struct ShowButtonShapesKey: EnvironmentKey { static let defaultValue = false }
struct LayoutDirectionKey: EnvironmentKey { static let defaultValue = LayoutDirection.leftToRight }
struct LocaleKey: EnvironmentKey { static let defaultValue = Locale(identifier: "en_US") }
struct CalendarKey: EnvironmentKey { static let defaultValue = Calendar(identifier: .gregorian) }
struct TimeZoneKey: EnvironmentKey {
  static let defaultValue = TimeZone(identifier: "UTC") ?? TimeZone.current
}
struct DisplayScaleKey: EnvironmentKey { static let defaultValue: CGFloat = 3 }
struct IsSearchingKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
  /// Whether the person asked for less motion; `false` unless set.
  public var accessibilityReduceMotion: Bool {
    get { self[ReduceMotionKey.self] }
    set { self[ReduceMotionKey.self] = newValue }
  }

  /// Whether the person asked for differences not shown by colour alone; `false` unless set.
  public var accessibilityDifferentiateWithoutColor: Bool {
    get { self[DifferentiateWithoutColorKey.self] }
    set { self[DifferentiateWithoutColorKey.self] = newValue }
  }

  /// Whether VoiceOver is on; `false` unless set.
  public var accessibilityVoiceOverEnabled: Bool {
    get { self[VoiceOverEnabledKey.self] }
    set { self[VoiceOverEnabledKey.self] = newValue }
  }

  /// Whether the person asked for less transparency; `false` unless set.
  public var accessibilityReduceTransparency: Bool {
    get { self[ReduceTransparencyKey.self] }
    set { self[ReduceTransparencyKey.self] = newValue }
  }

  /// Whether colours are inverted; `false` unless set.
  public var accessibilityInvertColors: Bool {
    get { self[InvertColorsKey.self] }
    set { self[InvertColorsKey.self] = newValue }
  }

  /// Whether buttons show their shapes; `false` unless set.
  public var accessibilityShowButtonShapes: Bool {
    get { self[ShowButtonShapesKey.self] }
    set { self[ShowButtonShapesKey.self] = newValue }
  }

  /// The direction text runs in; left to right unless set.
  public var layoutDirection: LayoutDirection {
    get { self[LayoutDirectionKey.self] }
    set { self[LayoutDirectionKey.self] = newValue }
  }

  /// The locale; `en_US` unless set (never the machine's, so results do not depend on it).
  public var locale: Locale {
    get { self[LocaleKey.self] }
    set { self[LocaleKey.self] = newValue }
  }

  /// The calendar; Gregorian unless set.
  public var calendar: Calendar {
    get { self[CalendarKey.self] }
    set { self[CalendarKey.self] = newValue }
  }

  /// The time zone; UTC unless set (never the machine's).
  public var timeZone: TimeZone {
    get { self[TimeZoneKey.self] }
    set { self[TimeZoneKey.self] = newValue }
  }

  /// Points per pixel; 3 unless set (the default 390 × 844 geometry is a 3× phone).
  public var displayScale: CGFloat {
    get { self[DisplayScaleKey.self] }
    set { self[DisplayScaleKey.self] = newValue }
  }

  /// The width of one pixel, in points (1 / `displayScale`).
  public var pixelLength: CGFloat { 1 / displayScale }

  /// Whether a search is going on in the nearest `searchable`: from when its field takes focus
  /// (`setInput` or `focus()` on it) until `dismissSearch` ends it.
  public var isSearching: Bool {
    get { self[IsSearchingKey.self] }
    set { self[IsSearchingKey.self] = newValue }
  }
}

/// A zoom VoiceOver asked of a view (`accessibilityZoomAction`).
public struct AccessibilityZoomGestureAction: Sendable {
  /// Which way to zoom.
  public enum Direction: Hashable, Sendable {
    /// Closer.
    case zoomIn
    /// Farther.
    case zoomOut
  }

  /// Which way to zoom.
  public let direction: Direction
  /// Where the zoom is centred, in the view's unit space.
  public let location: UnitPoint
  /// Where the zoom is centred, in the view's coordinates.
  public let point: CGPoint
}
