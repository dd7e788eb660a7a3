/// Traits for accessibility (not simulated).
public struct AccessibilityTraits: OptionSet, Sendable {
  /// The raw value.
  public let rawValue: UInt32
  /// A set from `rawValue`.
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  /// A button.
  public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
  /// A header.
  public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
  /// Selected.
  public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
  /// An image.
  public static let isImage = AccessibilityTraits(rawValue: 1 << 3)
  /// Static text.
  public static let isStaticText = AccessibilityTraits(rawValue: 1 << 4)
}

/// Regions of the safe area (not simulated).
public struct SafeAreaRegions: OptionSet, Sendable {
  /// The raw value.
  public let rawValue: UInt
  /// A set from `rawValue`.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// The container's safe area.
  public static let container = SafeAreaRegions(rawValue: 1 << 0)
  /// The keyboard.
  public static let keyboard = SafeAreaRegions(rawValue: 1 << 1)
  /// Both.
  public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// The label of the return key (not simulated).
public struct SubmitLabel: Sendable {
  let name: String
  /// Done.
  public static let done = SubmitLabel(name: "done")
  /// Go.
  public static let go = SubmitLabel(name: "go")
  /// Next.
  public static let next = SubmitLabel(name: "next")
  /// Search.
  public static let search = SubmitLabel(name: "search")
  /// Send.
  public static let send = SubmitLabel(name: "send")
  /// Return.
  public static let `return` = SubmitLabel(name: "return")
}

/// Which fields trigger an `onSubmit` action: text and secure fields, or search fields.
public struct SubmitTriggers: OptionSet, Sendable {
  /// The raw value.
  public let rawValue: Int
  /// A set from `rawValue`.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// Text fields.
  public static let text = SubmitTriggers(rawValue: 1 << 0)
  /// Search fields.
  public static let search = SubmitTriggers(rawValue: 1 << 1)
}

/// How text input capitalizes (not simulated).
public struct TextInputAutocapitalization: Sendable {
  let name: String
  /// Never.
  public static let never = TextInputAutocapitalization(name: "never")
  /// Words.
  public static let words = TextInputAutocapitalization(name: "words")
  /// Sentences.
  public static let sentences = TextInputAutocapitalization(name: "sentences")
  /// Characters.
  public static let characters = TextInputAutocapitalization(name: "characters")
}

/// How a sheet may be sized (not simulated).
public struct PresentationDetent: Hashable, Sendable {
  let name: String
  /// Medium height.
  public static let medium = PresentationDetent(name: "medium")
  /// Full height.
  public static let large = PresentationDetent(name: "large")
  /// A fixed height.
  public static func height(_ height: CGFloat) -> PresentationDetent {
    PresentationDetent(name: "height \(height)")
  }
  /// A fraction of the height.
  public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
    PresentationDetent(name: "fraction \(fraction)")
  }
}

/// Whether the view behind a sheet takes input.
public struct PresentationBackgroundInteraction: Sendable {
  let name: String
  /// Whether touches reach the views behind (at some detent: ViewProbe does not track detents).
  var reachesBehind: Bool { name.hasPrefix("enabled") }
  /// As the system decides.
  public static let automatic = PresentationBackgroundInteraction(name: "automatic")
  /// Input reaches the view behind.
  public static let enabled = PresentationBackgroundInteraction(name: "enabled")
  /// Input reaches the view behind while the sheet is at or below `detent`.
  public static func enabled(upThrough detent: PresentationDetent)
    -> PresentationBackgroundInteraction
  {
    PresentationBackgroundInteraction(name: "enabled(upThrough:)")
  }
  /// No input reaches the view behind.
  public static let disabled = PresentationBackgroundInteraction(name: "disabled")
}

/// How a presentation adapts to a compact size class.
public struct PresentationAdaptation: Sendable {
  let name: String
  /// As the system decides.
  public static let automatic = PresentationAdaptation(name: "automatic")
  /// Not adapted.
  public static let none = PresentationAdaptation(name: "none")
  /// As a popover.
  public static let popover = PresentationAdaptation(name: "popover")
  /// As a sheet.
  public static let sheet = PresentationAdaptation(name: "sheet")
  /// Full screen.
  public static let fullScreenCover = PresentationAdaptation(name: "fullScreenCover")
}

/// How text is truncated (not simulated).
extension Text {
  /// Where text is cut when it does not fit.
  public enum TruncationMode: Sendable {
    /// At the head.
    case head
    /// At the tail.
    case tail
    /// In the middle.
    case middle
  }
}

/// The size of controls (not simulated).
public enum ControlSize: Hashable, Sendable, CaseIterable {
  /// Mini.
  case mini
  /// Small.
  case small
  /// Regular.
  case regular
  /// Large.
  case large
}

/// The scale of SF Symbols (not simulated).
extension Image {
  /// The scale of a symbol image.
  public enum Scale: Hashable, Sendable {
    /// Small.
    case small
    /// Medium.
    case medium
    /// Large.
    case large
  }
}

nonisolated extension View {
  /// The accessibility value (not simulated).
  public func accessibilityValue(_ value: Text) -> some View { inert("accessibilityValue") }

  /// The accessibility value, from a string (not simulated).
  public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View {
    inert("accessibilityValue")
  }

  /// Adds accessibility traits (not simulated).
  public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View {
    inert("accessibilityAddTraits")
  }

  /// Extends into the safe area (not simulated).
  public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all)
    -> some View
  {
    inert("ignoresSafeArea")
  }

  /// Extends into the safe area (the pre-iOS 14 form; not simulated).
  public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
    inert("edgesIgnoringSafeArea")
  }

  /// The stacking order in a `ZStack`: a higher value is drawn over a lower one, whatever their
  /// order (it decides which layer takes a touch).
  public func zIndex(_ value: Double) -> some View {
    modifier(_InertModifier(name: "zIndex", zIndex: value))
  }

  /// Blurs the view (not simulated).
  public func blur(radius: CGFloat, opaque: Bool = false) -> some View { inert("blur") }

  /// Hides the view while keeping its place: it stays in the tree, and, as SwiftUI documents,
  /// takes no interaction (the harness refuses taps, gestures and input on it).
  public func hidden() -> some View {
    modifier(_HitTestingModifier(allowsHitTesting: false, isHidden: true))
  }

  /// Keeps the view's ideal size (not simulated).
  public func fixedSize() -> some View { inert("fixedSize") }

  /// Keeps the view's ideal size in some directions (not simulated).
  public func fixedSize(horizontal: Bool, vertical: Bool) -> some View { inert("fixedSize") }

  /// The layout priority (not simulated).
  public func layoutPriority(_ value: Double) -> some View { inert("layoutPriority") }

  /// The hit-testing shape (not simulated).
  public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
    modifier(_InertModifier(name: "contentShape", hitsItsWholeFrame: shape is Rectangle))
  }

  /// Whether the view and the views inside it take touches: with `false`, the harness refuses
  /// taps, gestures and input on them, as touches pass through them to what is behind.
  public func allowsHitTesting(_ enabled: Bool) -> some View {
    modifier(_HitTestingModifier(allowsHitTesting: enabled))
  }

  /// The smallest scale for text that does not fit: sets `\.minimumScaleFactor` (nothing is laid
  /// out, so no text shrinks).
  public func minimumScaleFactor(_ factor: CGFloat) -> some View {
    environment(\.minimumScaleFactor, factor)
  }

  /// Where text is truncated: sets `\.truncationMode` (texts keep their whole strings).
  public func truncationMode(_ mode: Text.TruncationMode) -> some View {
    environment(\.truncationMode, mode)
  }

  /// Letter spacing (not simulated).
  public func kerning(_ kerning: CGFloat) -> some View { inert("kerning") }

  /// Underlines the text inside, with a line of `pattern` (not simulated).
  public func underline(
    _ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil
  ) -> some View {
    inert("underline")
  }

  /// Strikes the text inside through, with a line of `pattern` (not simulated).
  public func strikethrough(
    _ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil
  ) -> some View {
    inert("strikethrough")
  }

  /// Monospaced digits (not simulated).
  public func monospacedDigit() -> some View { inert("monospacedDigit") }

  /// The size of the controls inside: sets `\.controlSize` (nothing is drawn).
  public func controlSize(_ controlSize: ControlSize) -> some View {
    environment(\.controlSize, controlSize)
  }

  /// The scale of the symbol images inside: sets `\.imageScale` (nothing is drawn).
  public func imageScale(_ scale: Image.Scale) -> some View { environment(\.imageScale, scale) }

  /// The label of the return key (not simulated).
  public func submitLabel(_ submitLabel: SubmitLabel) -> some View { inert("submitLabel") }

  /// Turns off autocorrection: sets `\.autocorrectionDisabled` (no keyboard corrects here).
  public func autocorrectionDisabled(_ disable: Bool = true) -> some View {
    environment(\.autocorrectionDisabled, disable)
  }

  /// How input is capitalized (not simulated).
  public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?)
    -> some View
  {
    inert("textInputAutocapitalization")
  }

  /// The heights a sheet may take (not simulated).
  public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
    inert("presentationDetents")
  }

  /// The heights a sheet can rest at, the current one bound to `selection` (kept, not driven).
  public func presentationDetents(
    _ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>
  ) -> some View {
    inert("presentationDetents")
  }

  /// Rounds a sheet's corners (not drawn).
  public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View {
    inert("presentationCornerRadius")
  }

  /// A sheet's background (not drawn).
  public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View {
    inert("presentationBackground")
  }

  /// Whether the views behind a sheet take touches: with `.enabled`, the harness acts on them
  /// while the sheet is up (detents are not tracked).
  public func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction)
    -> some View
  {
    modifier(_PresentationBackgroundInteractionModifier(interaction: interaction))
  }

  /// How a sheet adapts in a compact size class (not simulated).
  public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View {
    inert("presentationCompactAdaptation")
  }

  /// Prevents swiping away the sheet this is in: the harness's `swipeToDismiss()` is refused
  /// while it says so.
  public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
    modifier(_InteractiveDismissModifier(isDisabled: isDisabled))
  }

  /// Hides a scroll view's background (not simulated).
  public func scrollContentBackground(_ visibility: Visibility) -> some View {
    inert("scrollContentBackground")
  }

  /// A badge on a tab or row: its count is a text in the tree after the view; a count of 0
  /// shows no badge.
  public func badge(_ count: Int) -> some View {
    badge(count == 0 ? nil : Text("\(count)"))
  }

  /// A badge with a label on a tab or row: the label is in the tree after the view (none for
  /// `nil`).
  public func badge(_ label: Text?) -> some View {
    modifier(_AttachedContentModifier(name: "badge", attached: label))
  }

  /// A badge with the text of `key` on a tab or row (none for `nil`).
  public func badge(_ key: LocalizedStringKey?) -> some View { badge(key.map { Text($0) }) }

  /// A badge with `label` on a tab or row (none for `nil`).
  @_disfavoredOverload
  public func badge<S: StringProtocol>(_ label: S?) -> some View { badge(label.map { Text($0) }) }

  /// A context menu: its buttons are in the tree (after the view), so tests can tap them.
  public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
    modifier(_AttachedContentModifier(name: "contextMenu", attached: menuItems()))
  }

  /// Attaches the context menu of SwiftUI's first API (`.contextMenu(ContextMenu { … })`): its
  /// items are in the tree, as with `contextMenu(menuItems:)`; `nil` attaches none.
  public func contextMenu<MenuItems: View>(_ contextMenu: ContextMenu<MenuItems>?) -> some View {
    modifier(_AttachedContentModifier(name: "contextMenu", attached: contextMenu?.menuItems))
  }

  /// Attaches a context menu with a preview: the items are in the tree, as without a preview;
  /// the preview, shown only while the menu is open, is not.
  public func contextMenu<MenuItems: View, Preview: View>(
    @ViewBuilder menuItems: () -> MenuItems, @ViewBuilder preview: () -> Preview
  ) -> some View {
    modifier(_AttachedContentModifier(name: "contextMenu", attached: menuItems()))
  }

  /// Attaches a context menu built for the selected rows of a list (the menu is not in the tree:
  /// ViewProbe has no long press) and a primary action: a tap on a row of the selecting list,
  /// outside edit mode, selects it and then runs `primaryAction` with the row's tag (§7).
  public func contextMenu<I: Hashable, M: View>(
    forSelectionType itemType: I.Type = I.self, @ViewBuilder menu: @escaping (Set<I>) -> M,
    primaryAction: ((Set<I>) -> Void)? = nil
  ) -> some View {
    modifier(
      _SelectionPrimaryActionModifier(
        itemTypeName: _typeName(I.self, qualified: false),
        run: primaryAction.map { action in
          { tag in
            guard let item = tag.base as? I else { return false }
            action([item])
            return true
          }
        }))
  }
}

/// The primary action of `contextMenu(forSelectionType:menu:primaryAction:)`: what a tap on a
/// row of the list runs, given the row's tag (`false` when the tag is not of the item type).
nonisolated public struct _SelectionPrimaryActionModifier: ViewModifier {
  /// Applied by the graph; no body.
  public typealias Body = Never
  let itemTypeName: String
  let run: ((AnyHashable) -> Bool)?
}

extension _SelectionPrimaryActionModifier: PassThroughModifier, PlainExpansion {}

/// A disclosure group: its content is in the tree while expanded; tapping its label (a button in
/// the tree) expands or collapses it.
nonisolated public struct DisclosureGroup<Label: View, Content: View>: View {
  let label: Label
  let content: Content
  let isExpanded: Binding<Bool>?

  /// A group with a custom label, expanded through `isExpanded`.
  public init(
    isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
  ) {
    self.isExpanded = isExpanded
    self.content = content()
    self.label = label()
  }

  /// A primitive view: the graph reads its label and, while expanded, its content.
  @MainActor
  public var body: Never { primitiveBody("DisclosureGroup") }
}

extension DisclosureGroup where Label == Text {
  /// A group titled by `titleKey`, expanded through `isExpanded`.
  public init(
    _ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content
  ) {
    self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
  }

  /// A group titled `title`, expanded through `isExpanded`.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content
  ) {
    self.init(isExpanded: isExpanded, content: content) { Text(title) }
  }
}

extension DisclosureGroup {
  /// A group with a custom label that keeps its own expansion state, collapsed at first.
  public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
    self.isExpanded = nil
    self.content = content()
    self.label = label()
  }
}

extension DisclosureGroup where Label == Text {
  /// A group titled by `titleKey` that keeps its own expansion state, collapsed at first.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }

  /// A group titled `title` that keeps its own expansion state, collapsed at first.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping () -> Content) {
    self.init(content: content) { Text(title) }
  }
}

extension DisclosureGroup: PrimitiveView {
  @MainActor
  func makeChildren(into children: inout ChildList) {
    guard let isExpanded else {
      // No binding: the group keeps its own expansion state, as SwiftUI's does.
      children.append(_DisclosureGroupState(label: label, content: content), key: .content)
      return
    }
    children.appendStyled(
      DisclosureGroupStyleConfiguration(
        label: _StyleConfigurationPart(label), content: _StyleConfigurationPart(content),
        isExpanded: isExpanded),
      key: .content
    ) {
      // The label toggles the group, as tapping a disclosure group's label does.
      $0.append(
        Button {
          isExpanded.wrappedValue.toggle()
        } label: {
          label
        }, key: .label)
      if isExpanded.wrappedValue { $0.append(content, key: .content) }
    }
  }
}

/// The expansion state of a `DisclosureGroup` made without a binding.
struct _DisclosureGroupState<Label: View, Content: View>: View, StructuralView {
  let label: Label
  let content: Content
  @State private var isExpanded = false

  var body: some View {
    DisclosureGroup(isExpanded: $isExpanded, content: { content }, label: { label })
  }
}

/// Scrolls a `ScrollView` to a view by its id (not simulated: scrolling changes nothing here).
public struct ScrollViewProxy {
  /// Scrolls to the view with `id`.
  public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {}
}

/// Gives its content a proxy that scrolls (not simulated).
nonisolated public struct ScrollViewReader<Content: View>: View {
  let content: (ScrollViewProxy) -> Content

  /// A reader building its content from a `ScrollViewProxy`.
  public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
    self.content = content
  }

  /// A primitive view: the graph reads the content.
  @MainActor
  public var body: Never { primitiveBody("ScrollViewReader") }
}

extension ScrollViewReader: PrimitiveView {
  @MainActor
  func makeChildren(into children: inout ChildList) {
    children.append(content(ScrollViewProxy()), key: .content)
  }
}

/// The context menu of SwiftUI's first API, passed to `contextMenu(_:)`.
nonisolated public struct ContextMenu<MenuItems: View> {
  let menuItems: MenuItems

  /// A context menu of the items `menuItems` builds.
  public init(@ViewBuilder menuItems: () -> MenuItems) { self.menuItems = menuItems() }
}
