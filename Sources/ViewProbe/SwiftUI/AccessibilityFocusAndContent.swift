/// Where VoiceOver (or another assistive technology) focuses, owned by the view like `@State`:
/// `.accessibilityFocused(_:)` and `.accessibilityFocused(_:equals:)` tie it to an element.
///
/// No assistive technology runs under a harness: nothing moves its focus, so the value is what the
/// app's code last wrote (a test reads it to check that a view asked for focus), and the
/// modifiers change nothing.
@propertyWrapper
public struct AccessibilityFocusState<Value: Hashable>: DynamicProperty {
  @State private var value: Value

  /// A binding to the focus state, for `.accessibilityFocused(_:)`: the same binding a
  /// `FocusState` gives (SwiftUI keeps two types; their shape is one).
  public typealias Binding = FocusState<Value>.Binding

  // As with `FocusState`, the initializers are in the type itself, where a property wrapper's
  // default initialization finds them.

  /// Not focused.
  public init() where Value == Bool { _value = State(initialValue: false) }

  /// Not focused, for the given assistive technologies.
  public init(for technologies: AccessibilityTechnologies) where Value == Bool {
    _value = State(initialValue: false)
  }

  /// No element focused (an optional element identifier).
  public init<T: Hashable>() where Value == T? { _value = State(initialValue: nil) }

  /// No element focused, for the given assistive technologies.
  public init<T: Hashable>(for technologies: AccessibilityTechnologies) where Value == T? {
    _value = State(initialValue: nil)
  }

  /// The focus state now; setting it asks for focus.
  public var wrappedValue: Value {
    get { value }
    nonmutating set { value = newValue }
  }

  /// A binding for `.accessibilityFocused(_:)`.
  public var projectedValue: Binding {
    let state = $value
    return Binding(get: { state.wrappedValue }, set: { state.wrappedValue = $0 }, storage: nil)
  }
}

/// Assistive technologies an `AccessibilityFocusState` follows.
public struct AccessibilityTechnologies: OptionSet, Sendable {
  /// The technologies' bits.
  public let rawValue: UInt32
  /// The technologies with these bits.
  public init(rawValue: UInt32) { self.rawValue = rawValue }

  /// VoiceOver.
  public static let voiceOver = AccessibilityTechnologies(rawValue: 1 << 0)
  /// Switch Control.
  public static let switchControl = AccessibilityTechnologies(rawValue: 1 << 1)
}

/// The key of an entry of custom accessibility content (`accessibilityCustomContent`).
public struct AccessibilityCustomContentKey: Equatable, Sendable {
  let label: Text
  let id: String

  /// A key labelled `label`, told apart by `id`.
  public init(_ label: Text, id: String) {
    self.label = label
    self.id = id
  }

  /// A key labelled with the text of `labelKey`, told apart by `id`.
  public init(_ labelKey: LocalizedStringKey, id: String) {
    self.init(Text(labelKey), id: id)
  }

  /// A key labelled with the text of `labelKey`, which also tells it apart.
  public init(_ labelKey: LocalizedStringKey) {
    self.init(Text(labelKey), id: "\(labelKey)")
  }
}

/// The Accessibility framework's custom content, as SwiftUI's `accessibilityCustomContent` names
/// its importance.
open class AXCustomContent {
  /// How readily VoiceOver speaks an entry.
  public enum Importance: Int, Sendable {
    /// Spoken when a person asks for more content.
    case `default`
    /// Spoken with the element.
    case high
  }
}

/// How a direct-touch area takes touches (`accessibilityDirectTouch`).
public struct AccessibilityDirectTouchOptions: OptionSet, Sendable {
  /// The options' bits.
  public let rawValue: Int
  /// The options with these bits.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// VoiceOver says nothing when the area is touched.
  public static let silentOnTouch = AccessibilityDirectTouchOptions(rawValue: 1 << 0)
  /// A touch needs an activation first.
  public static let requiresActivation = AccessibilityDirectTouchOptions(rawValue: 1 << 1)
}

/// What kind of text an element shows, for how VoiceOver reads it.
public struct AccessibilityTextContentType: Sendable {
  private let name: String

  /// Plain text.
  public static let plain = AccessibilityTextContentType(name: "plain")
  /// A console.
  public static let console = AccessibilityTextContentType(name: "console")
  /// File system entries.
  public static let fileSystem = AccessibilityTextContentType(name: "fileSystem")
  /// Messages.
  public static let messaging = AccessibilityTextContentType(name: "messaging")
  /// A narrative (a book).
  public static let narrative = AccessibilityTextContentType(name: "narrative")
  /// Source code.
  public static let sourceCode = AccessibilityTextContentType(name: "sourceCode")
  /// A spreadsheet.
  public static let spreadsheet = AccessibilityTextContentType(name: "spreadsheet")
  /// A word processor's document.
  public static let wordProcessing = AccessibilityTextContentType(name: "wordProcessing")
}

extension View {
  /// Ties the element's assistive-technology focus to `condition`: inert (nothing focuses).
  public func accessibilityFocused(_ condition: AccessibilityFocusState<Bool>.Binding)
    -> some View
  {
    inert("accessibilityFocused")
  }

  /// Ties the element's assistive-technology focus to `binding` being `value`: inert.
  public func accessibilityFocused<Value: Hashable>(
    _ binding: AccessibilityFocusState<Value>.Binding, equals value: Value
  ) -> some View {
    inert("accessibilityFocused")
  }

  /// Where assistive-technology focus starts in this region (iOS 26): inert.
  public func accessibilityDefaultFocus<Value: Hashable>(
    _ binding: AccessibilityFocusState<Value>.Binding, _ value: Value
  ) -> some View {
    inert("accessibilityDefaultFocus")
  }

  /// Gives the element `children` as what accessibility sees inside it: not in the tree (the
  /// element's own views are what the harness finds).
  public func accessibilityChildren<V: View>(@ViewBuilder children: () -> V) -> some View {
    inert("accessibilityChildren")
  }

  /// Custom content VoiceOver offers for the element (not simulated).
  public func accessibilityCustomContent(
    _ key: AccessibilityCustomContentKey, _ value: Text?,
    importance: AXCustomContent.Importance = .default
  ) -> some View {
    inert("accessibilityCustomContent")
  }

  /// Custom content under `key`, the text of `valueKey` (not simulated).
  public func accessibilityCustomContent(
    _ key: AccessibilityCustomContentKey, _ valueKey: LocalizedStringKey,
    importance: AXCustomContent.Importance = .default
  ) -> some View {
    inert("accessibilityCustomContent")
  }

  /// Custom content under `key`, a string (not simulated).
  public func accessibilityCustomContent<V: StringProtocol>(
    _ key: AccessibilityCustomContentKey, _ value: V,
    importance: AXCustomContent.Importance = .default
  ) -> some View {
    inert("accessibilityCustomContent")
  }

  /// Custom content labelled `label` (not simulated).
  public func accessibilityCustomContent(
    _ label: Text, _ value: Text, importance: AXCustomContent.Importance = .default
  ) -> some View {
    inert("accessibilityCustomContent")
  }

  /// Custom content labelled with the text of `labelKey` (not simulated).
  public func accessibilityCustomContent(
    _ labelKey: LocalizedStringKey, _ value: Text,
    importance: AXCustomContent.Importance = .default
  ) -> some View {
    inert("accessibilityCustomContent")
  }

  /// Custom content, label and value from localized keys (not simulated).
  public func accessibilityCustomContent(
    _ labelKey: LocalizedStringKey, _ valueKey: LocalizedStringKey,
    importance: AXCustomContent.Importance = .default
  ) -> some View {
    inert("accessibilityCustomContent")
  }

  /// Custom content labelled with the text of `labelKey`, a string value (not simulated).
  public func accessibilityCustomContent<V: StringProtocol>(
    _ labelKey: LocalizedStringKey, _ value: V,
    importance: AXCustomContent.Importance = .default
  ) -> some View {
    inert("accessibilityCustomContent")
  }

  /// Links this element with others of `id` in `namespace` (not simulated).
  public func accessibilityLinkedGroup<ID: Hashable>(id: ID, in namespace: Namespace.ID)
    -> some View
  {
    inert("accessibilityLinkedGroup")
  }

  /// Makes the element an area that takes touches directly under VoiceOver (not simulated).
  public func accessibilityDirectTouch(
    _ isDirectTouchArea: Bool = true, options: AccessibilityDirectTouchOptions = []
  ) -> some View {
    inert("accessibilityDirectTouch")
  }

  /// Tells VoiceOver what kind of text the element shows (not simulated).
  public func accessibilityTextContentType(_ value: AccessibilityTextContentType) -> some View {
    inert("accessibilityTextContentType")
  }

  /// Keeps the element's colors when Smart Invert is on: inert (nothing is drawn).
  public func accessibilityIgnoresInvertColors(_ active: Bool = true) -> some View {
    inert("accessibilityIgnoresInvertColors")
  }
}
