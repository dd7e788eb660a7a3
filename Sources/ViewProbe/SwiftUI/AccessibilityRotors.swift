// VoiceOver's rotors (iOS 15): shortcuts that take a VoiceOver user to chosen elements. No
// assistive technology runs under a harness, so a rotor is inert: its entries are never built
// (their `prepare` never runs) and nothing of them is in the tree.

/// Content a rotor's entries are built from: entries, and `ForEach`es and `if`s of them.
public protocol AccessibilityRotorContent {}

/// An entry of a rotor: a label, and the element (by `id`) or range of text it leads to. A view
/// here, so that a rotor's `ForEach` and `if`s build it; it draws nothing.
public struct AccessibilityRotorEntry<ID: Hashable>: View, AccessibilityRotorContent {
  let label: Text?

  /// Nothing: a rotor entry is not drawn.
  public var body: some View { EmptyView() }

  /// An entry labelled `label`, leading to the element `id`.
  public init(
    _ label: Text, id: ID, textRange: Range<String.Index>? = nil,
    prepare: @escaping () -> Void = {}
  ) {
    self.label = label
  }

  /// An entry labelled with the text of `labelKey`, leading to the element `id`.
  public init(
    _ labelKey: LocalizedStringKey, id: ID, textRange: Range<String.Index>? = nil,
    prepare: @escaping () -> Void = {}
  ) {
    label = Text(labelKey)
  }

  /// An entry labelled `label`, leading to the element `id`.
  public init<L: StringProtocol>(
    _ label: L, id: ID, textRange: Range<String.Index>? = nil,
    prepare: @escaping () -> Void = {}
  ) {
    self.label = Text(label)
  }

  /// An entry labelled `label`, leading to the element `id` in `namespace`
  /// (`accessibilityRotorEntry(id:in:)`).
  public init(
    _ label: Text, id: ID, in namespace: Namespace.ID, textRange: Range<String.Index>? = nil,
    prepare: @escaping () -> Void = {}
  ) {
    self.label = label
  }

  /// An entry labelled with the text of `labelKey`, leading to the element `id` in `namespace`.
  public init(
    _ labelKey: LocalizedStringKey, id: ID, in namespace: Namespace.ID,
    textRange: Range<String.Index>? = nil, prepare: @escaping () -> Void = {}
  ) {
    label = Text(labelKey)
  }

  /// An entry labelled `label`, leading to the element `id` in `namespace`.
  public init<L: StringProtocol>(
    _ label: L, id: ID, in namespace: Namespace.ID, textRange: Range<String.Index>? = nil,
    prepare: @escaping () -> Void = {}
  ) {
    self.label = Text(label)
  }
}

extension AccessibilityRotorEntry where ID == Never {
  /// An entry leading to `textRange` of the rotor's own element, labelled `label`.
  public init(_ label: Text?, textRange: Range<String.Index>, prepare: @escaping () -> Void = {}) {
    self.label = label
  }

  /// An entry leading to `textRange` of the rotor's own element, labelled with `labelKey`.
  public init(
    _ labelKey: LocalizedStringKey, textRange: Range<String.Index>,
    prepare: @escaping () -> Void = {}
  ) {
    label = Text(labelKey)
  }
}

extension ForEach: AccessibilityRotorContent where Content: AccessibilityRotorContent {}
extension Optional: AccessibilityRotorContent where Wrapped: AccessibilityRotorContent {}
extension TupleView: AccessibilityRotorContent {}
extension _ConditionalContent: AccessibilityRotorContent
where TrueContent: AccessibilityRotorContent, FalseContent: AccessibilityRotorContent {}

/// A rotor the system provides, which a custom one can replace.
public struct AccessibilitySystemRotor: Sendable {
  private let name: String

  /// Links.
  public static var links: AccessibilitySystemRotor { .init(name: "links") }
  /// Links, visited or not.
  public static func links(visited: Bool) -> AccessibilitySystemRotor {
    .init(name: visited ? "visitedLinks" : "unvisitedLinks")
  }
  /// Headings.
  public static var headings: AccessibilitySystemRotor { .init(name: "headings") }
  /// Headings of one level.
  public static func headings(level: AccessibilityHeadingLevel) -> AccessibilitySystemRotor {
    .init(name: "headings \(level)")
  }
  /// Bold text.
  public static var boldText: AccessibilitySystemRotor { .init(name: "boldText") }
  /// Italic text.
  public static var italicText: AccessibilitySystemRotor { .init(name: "italicText") }
  /// Underlined text.
  public static var underlineText: AccessibilitySystemRotor { .init(name: "underlineText") }
  /// Misspelled words.
  public static var misspelledWords: AccessibilitySystemRotor { .init(name: "misspelledWords") }
  /// Images.
  public static var images: AccessibilitySystemRotor { .init(name: "images") }
  /// Text fields.
  public static var textFields: AccessibilitySystemRotor { .init(name: "textFields") }
  /// Tables.
  public static var tables: AccessibilitySystemRotor { .init(name: "tables") }
  /// Lists.
  public static var lists: AccessibilitySystemRotor { .init(name: "lists") }
  /// Landmarks.
  public static var landmarks: AccessibilitySystemRotor { .init(name: "landmarks") }
}

extension View {
  /// A rotor labelled `label` whose entries `entries` builds: inert (see the file's note).
  public func accessibilityRotor<Content: View>(
    _ label: Text, @ViewBuilder entries: @escaping () -> Content
  ) -> some View {
    inert("accessibilityRotor")
  }

  /// A rotor labelled with the text of `labelKey`: inert.
  public func accessibilityRotor<Content: View>(
    _ labelKey: LocalizedStringKey, @ViewBuilder entries: @escaping () -> Content
  ) -> some View {
    inert("accessibilityRotor")
  }

  /// A rotor labelled `label`: inert.
  public func accessibilityRotor<L: StringProtocol, Content: View>(
    _ label: L, @ViewBuilder entries: @escaping () -> Content
  ) -> some View {
    inert("accessibilityRotor")
  }

  /// A rotor replacing the system's `systemRotor`: inert.
  public func accessibilityRotor<Content: View>(
    _ systemRotor: AccessibilitySystemRotor, @ViewBuilder entries: @escaping () -> Content
  ) -> some View {
    inert("accessibilityRotor")
  }

  /// A rotor labelled `rotorLabel` with an entry per identifiable model: inert.
  public func accessibilityRotor<EntryModel: Identifiable>(
    _ rotorLabel: Text, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>
  ) -> some View {
    inert("accessibilityRotor")
  }

  /// A rotor labelled with the text of `rotorLabelKey`, an entry per identifiable model: inert.
  public func accessibilityRotor<EntryModel: Identifiable>(
    _ rotorLabelKey: LocalizedStringKey, entries: [EntryModel],
    entryLabel: KeyPath<EntryModel, String>
  ) -> some View {
    inert("accessibilityRotor")
  }

  /// A rotor labelled `rotorLabel`, an entry per identifiable model: inert.
  public func accessibilityRotor<L: StringProtocol, EntryModel: Identifiable>(
    _ rotorLabel: L, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>
  ) -> some View {
    inert("accessibilityRotor")
  }

  /// A rotor labelled `rotorLabel`, an entry per model identified by `entryID`: inert.
  public func accessibilityRotor<EntryModel, ID: Hashable>(
    _ rotorLabel: Text, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>,
    entryLabel: KeyPath<EntryModel, String>
  ) -> some View {
    inert("accessibilityRotor")
  }

  /// A rotor labelled with the text of `rotorLabelKey`, an entry per model identified by
  /// `entryID`: inert.
  public func accessibilityRotor<EntryModel, ID: Hashable>(
    _ rotorLabelKey: LocalizedStringKey, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>,
    entryLabel: KeyPath<EntryModel, String>
  ) -> some View {
    inert("accessibilityRotor")
  }

  /// A rotor replacing the system's `systemRotor`, an entry per identifiable model: inert.
  public func accessibilityRotor<EntryModel: Identifiable>(
    _ systemRotor: AccessibilitySystemRotor, entries: [EntryModel],
    entryLabel: KeyPath<EntryModel, String>
  ) -> some View {
    inert("accessibilityRotor")
  }

  /// A rotor labelled `label` leading to ranges of the element's text: inert.
  public func accessibilityRotor(_ label: Text, textRanges: [Range<String.Index>]) -> some View {
    inert("accessibilityRotor")
  }

  /// A rotor labelled with the text of `labelKey` leading to ranges of the element's text: inert.
  public func accessibilityRotor(
    _ labelKey: LocalizedStringKey, textRanges: [Range<String.Index>]
  ) -> some View {
    inert("accessibilityRotor")
  }

  /// A rotor replacing the system's `systemRotor`, leading to ranges of the element's text: inert.
  public func accessibilityRotor(
    _ systemRotor: AccessibilitySystemRotor, textRanges: [Range<String.Index>]
  ) -> some View {
    inert("accessibilityRotor")
  }

  /// Marks this element as the one rotor entries of `id` in `namespace` lead to: inert.
  public func accessibilityRotorEntry<ID: Hashable>(id: ID, in namespace: Namespace.ID)
    -> some View
  {
    inert("accessibilityRotorEntry")
  }
}
