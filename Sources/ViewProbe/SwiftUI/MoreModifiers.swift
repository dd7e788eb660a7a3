extension Image {
  /// How an image fills its frame when resized.
  public enum ResizingMode: Sendable {
    /// Tiles.
    case tile
    /// Stretches.
    case stretch
  }

  /// A resizable image (not drawn; the same image).
  public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch)
    -> Image
  {
    self
  }
}

/// The title display mode of a navigation bar (not simulated).
public enum NavigationBarItem {
  /// How the title is shown.
  public enum TitleDisplayMode: Sendable {
    /// As the system chooses.
    case automatic
    /// Inline.
    case inline
    /// Large.
    case large
  }
}

/// The system size classes (compact or regular).
public enum UserInterfaceSizeClass: Hashable, Sendable {
  /// Compact.
  case compact
  /// Regular.
  case regular
}

/// The scene's activity.
public enum ScenePhase: Hashable, Sendable, Comparable {
  /// In the background.
  case background
  /// Visible but not receiving events.
  case inactive
  /// In the foreground, receiving events.
  case active
}

/// Text sizes the user chose.
public enum DynamicTypeSize: Hashable, Sendable, Comparable, CaseIterable {
  /// Extra small.
  case xSmall
  /// Small.
  case small
  /// Medium.
  case medium
  /// Large (the default).
  case large
  /// Extra large.
  case xLarge
  /// Extra extra large.
  case xxLarge
  /// Extra extra extra large.
  case xxxLarge
  /// Accessibility 1.
  case accessibility1
  /// Accessibility 2.
  case accessibility2
  /// Accessibility 3.
  case accessibility3
  /// Accessibility 4.
  case accessibility4
  /// Accessibility 5.
  case accessibility5

  /// Whether this is one of the accessibility sizes (`accessibility1` and larger), as layouts that
  /// switch to a vertical arrangement for large text ask.
  public var isAccessibilitySize: Bool { self >= .accessibility1 }
}

struct ScenePhaseKey: EnvironmentKey {
  static let defaultValue = ScenePhase.active
}

struct HorizontalSizeClassKey: EnvironmentKey {
  static let defaultValue: UserInterfaceSizeClass? = .compact
}

struct VerticalSizeClassKey: EnvironmentKey {
  static let defaultValue: UserInterfaceSizeClass? = .regular
}

struct DynamicTypeSizeKey: EnvironmentKey {
  static let defaultValue = DynamicTypeSize.large
}

extension EnvironmentValues {
  /// The scene's activity (`.active` unless a test sets it).
  public var scenePhase: ScenePhase {
    get { self[ScenePhaseKey.self] }
    set { self[ScenePhaseKey.self] = newValue }
  }

  /// The horizontal size class (`.compact` unless a test sets it).
  public var horizontalSizeClass: UserInterfaceSizeClass? {
    get { self[HorizontalSizeClassKey.self] }
    set { self[HorizontalSizeClassKey.self] = newValue }
  }

  /// The vertical size class (`.regular` unless a test sets it).
  public var verticalSizeClass: UserInterfaceSizeClass? {
    get { self[VerticalSizeClassKey.self] }
    set { self[VerticalSizeClassKey.self] = newValue }
  }

  /// The user's text size (`.large` unless a test sets it).
  public var dynamicTypeSize: DynamicTypeSize {
    get { self[DynamicTypeSizeKey.self] }
    set { self[DynamicTypeSizeKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Keeps the aspect ratio (not simulated).
  public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
    inert("aspectRatio")
  }

  /// Keeps the aspect ratio of `aspectRatio` (not simulated).
  public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
    inert("aspectRatio")
  }

  /// Scales to fit (not simulated).
  public func scaledToFit() -> some View { inert("scaledToFit") }

  /// Scales to fill (not simulated).
  public func scaledToFill() -> some View { inert("scaledToFill") }

  /// Clips to `shape` (not simulated).
  public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
    inert("clipShape")
  }

  /// Clips to the frame (not simulated).
  public func clipped(antialiased: Bool = false) -> some View { inert("clipped") }

  /// Moves the view (not simulated).
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { inert("offset") }

  /// Moves the view by `offset` (not simulated).
  public func offset(_ offset: CGSize) -> some View { inert("offset") }

  /// Rotates the view (not simulated).
  public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
    inert("rotationEffect")
  }

  /// Animates changes of `value` (ViewProbe applies them at once).
  public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
    inert("animation")
  }

  /// How the view enters and leaves (not simulated). As in SwiftUI, a `Transition` value is
  /// preferred where both read the same (`.transition(.opacity)`).
  @_disfavoredOverload
  public func transition(_ t: AnyTransition) -> some View { inert("transition") }

  /// Aligns lines of text: sets `\.multilineTextAlignment` (nothing is drawn).
  public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
    environment(\.multilineTextAlignment, alignment)
  }

  /// Limits the lines, reserving their space (not simulated).
  public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View { inert("lineLimit") }

  /// Bold text (not simulated).
  public func bold(_ isActive: Bool = true) -> some View { inert("bold") }

  /// Italic text (not simulated).
  public func italic(_ isActive: Bool = true) -> some View { inert("italic") }

  /// The font's design (not simulated).
  public func fontDesign(_ design: Font.Design?) -> some View { inert("fontDesign") }

  /// The navigation bar's title display mode (not simulated).
  public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode)
    -> some View
  {
    inert("navigationBarTitleDisplayMode")
  }

  /// A list row's background (not simulated).
  public func listRowBackground<V: View>(_ view: V?) -> some View { inert("listRowBackground") }

  /// Hides or shows the list row separator (not simulated).
  public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all)
    -> some View
  {
    inert("listRowSeparator")
  }

  /// An accessibility hint (not simulated).
  public func accessibilityHint(_ hint: LocalizedStringKey) -> some View {
    inert("accessibilityHint")
  }

  /// Hides the view from accessibility (not simulated).
  public func accessibilityHidden(_ hidden: Bool) -> some View { inert("accessibilityHidden") }

  /// Draws `content` above the view (in the tree, after the view).
  public func overlay<V: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> V
  ) -> some View {
    modifier(_AttachedContentModifier(name: "overlay", attached: content()))
  }

  /// Draws `content` behind the view (in the tree, after the view).
  public func background<V: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> V
  ) -> some View {
    modifier(_AttachedContentModifier(name: "background", attached: content()))
  }
}

/// Whether something is shown.
public enum Visibility: Hashable, Sendable, CaseIterable {
  /// As the system chooses.
  case automatic
  /// Shown.
  case visible
  /// Hidden.
  case hidden
}

nonisolated extension View {
  /// The tab item of a tab: its label is in the tree (after the tab's content) as a button that
  /// selects the tab (`find(button: "Home").tap()`).
  public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
    modifier(_TabItemModifier(label: label()))
  }

  /// Makes the view searchable, with a prompt string.
  public func searchable<S: StringProtocol>(text: Binding<String>, prompt: S) -> some View {
    searchable(text: text, prompt: Text(prompt))
  }
}

extension NavigationLink {
  /// A link that pushes `destination` (a view value, the pre-iOS 16 form).
  public init(destination: Destination, @ViewBuilder label: () -> Label) {
    self.init(destination: { destination }, label: label)
  }
}

extension NavigationLink {
  /// A link that pushes `destination` while `isActive` is true; a tap sets it, popping clears it
  /// (deprecated: use `navigationDestination(isPresented:)`). Shown as that modifier shows it.
  public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {
    target = .bound(destination, isActive)
    self.label = label()
  }

  /// A link that pushes `destination` while `isActive` is true (deprecated).
  public init(
    isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination,
    @ViewBuilder label: () -> Label
  ) {
    self.init(destination: destination(), isActive: isActive, label: label)
  }

  /// A link that pushes `destination` while `selection` is `tag`; a tap sets it, popping clears
  /// it (deprecated: use `navigationDestination(item:)`).
  public init<V: Hashable>(
    destination: Destination, tag: V, selection: Binding<V?>, @ViewBuilder label: () -> Label
  ) {
    let isActive = Binding(
      get: { selection.wrappedValue == tag },
      set: { active in
        if active {
          selection.wrappedValue = tag
        } else if selection.wrappedValue == tag {
          selection.wrappedValue = nil
        }
      })
    self.init(destination: destination, isActive: isActive, label: label)
  }
}

extension NavigationLink where Label == Text {
  /// A link titled by `titleKey` that pushes `destination` while `isActive` is true
  /// (deprecated).
  public init(_ titleKey: LocalizedStringKey, destination: Destination, isActive: Binding<Bool>) {
    self.init(destination: destination, isActive: isActive) { Text(titleKey) }
  }

  /// A link titled `title` that pushes `destination` while `isActive` is true (deprecated).
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, destination: Destination, isActive: Binding<Bool>) {
    self.init(destination: destination, isActive: isActive) { Text(title) }
  }

  /// A link titled by `titleKey` that pushes `destination` while `selection` is `tag`
  /// (deprecated).
  public init<V: Hashable>(
    _ titleKey: LocalizedStringKey, destination: Destination, tag: V, selection: Binding<V?>
  ) {
    self.init(destination: destination, tag: tag, selection: selection) { Text(titleKey) }
  }

  /// A link titled by `titleKey` that pushes `destination` (a view value).
  public init(_ titleKey: LocalizedStringKey, destination: Destination) {
    self.init(destination: { destination }) { Text(titleKey) }
  }

  /// A link titled `title` that pushes `destination` (a view value).
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, destination: Destination) {
    self.init(destination: { destination }) { Text(title) }
  }
}

nonisolated extension View {
  /// Draws `background` behind the view (the pre-iOS 15 form; in the tree, after the view).
  @_disfavoredOverload
  public func background<Background: View>(_ background: Background, alignment: Alignment = .center)
    -> some View
  {
    modifier(_AttachedContentModifier(name: "background", attached: background))
  }

  /// Draws `overlay` above the view (the pre-iOS 15 form; in the tree, after the view).
  @_disfavoredOverload
  public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center)
    -> some View
  {
    modifier(_AttachedContentModifier(name: "overlay", attached: overlay))
  }
}

/// A list's edit mode.
public enum EditMode: Hashable, Sendable {
  /// Not editing.
  case inactive
  /// Editing temporarily.
  case transient
  /// Editing.
  case active

  /// Whether editing.
  public var isEditing: Bool { self != .inactive }
}

/// The pre-iOS 15 presentation state: `@Environment(\.presentationMode)`.
public struct PresentationMode {
  let dismissAction: DismissAction?

  /// Whether the view is presented (pushed or shown as a sheet).
  public var isPresented: Bool { dismissAction != nil }

  /// Dismisses the view (as `dismiss`).
  @MainActor public mutating func dismiss() { dismissAction?() }
}

#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
  /// The kind of content a text field holds, for autofill (UIKit's type; not simulated).
  public struct UITextContentType: Hashable, Sendable, RawRepresentable {
    /// The raw value.
    public let rawValue: String
    /// A content type.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A name.
    public static let name = UITextContentType(rawValue: "name")
    /// A user name.
    public static let username = UITextContentType(rawValue: "username")
    /// An email address.
    public static let emailAddress = UITextContentType(rawValue: "emailAddress")
    /// A password.
    public static let password = UITextContentType(rawValue: "password")
    /// A new password.
    public static let newPassword = UITextContentType(rawValue: "newPassword")
    /// A one-time code.
    public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode")
    /// A telephone number.
    public static let telephoneNumber = UITextContentType(rawValue: "telephoneNumber")
    /// A URL.
    public static let URL = UITextContentType(rawValue: "URL")
    /// A name's prefix (Dr.).
    public static let namePrefix = UITextContentType(rawValue: "namePrefix")
    /// A first name.
    public static let givenName = UITextContentType(rawValue: "givenName")
    /// A middle name.
    public static let middleName = UITextContentType(rawValue: "middleName")
    /// A last name.
    public static let familyName = UITextContentType(rawValue: "familyName")
    /// A name's suffix (Jr.).
    public static let nameSuffix = UITextContentType(rawValue: "nameSuffix")
    /// A nickname.
    public static let nickname = UITextContentType(rawValue: "nickname")
    /// A job title.
    public static let jobTitle = UITextContentType(rawValue: "jobTitle")
    /// An organization's name.
    public static let organizationName = UITextContentType(rawValue: "organizationName")
    /// A location.
    public static let location = UITextContentType(rawValue: "location")
    /// A street address, in full.
    public static let fullStreetAddress = UITextContentType(rawValue: "fullStreetAddress")
    /// The first line of a street address.
    public static let streetAddressLine1 = UITextContentType(rawValue: "streetAddressLine1")
    /// The second line of a street address.
    public static let streetAddressLine2 = UITextContentType(rawValue: "streetAddressLine2")
    /// A city.
    public static let addressCity = UITextContentType(rawValue: "addressCity")
    /// A state.
    public static let addressState = UITextContentType(rawValue: "addressState")
    /// A city and state.
    public static let addressCityAndState = UITextContentType(rawValue: "addressCityAndState")
    /// A district.
    public static let sublocality = UITextContentType(rawValue: "sublocality")
    /// A country.
    public static let countryName = UITextContentType(rawValue: "countryName")
    /// A postal code.
    public static let postalCode = UITextContentType(rawValue: "postalCode")
    /// A credit card number.
    public static let creditCardNumber = UITextContentType(rawValue: "creditCardNumber")
    /// A credit card's security code.
    public static let creditCardSecurityCode = UITextContentType(rawValue: "creditCardSecurityCode")
    /// A credit card's expiration date.
    public static let creditCardExpiration = UITextContentType(rawValue: "creditCardExpiration")
    /// The name on a credit card.
    public static let creditCardName = UITextContentType(rawValue: "creditCardName")
    /// A date of birth.
    public static let birthdate = UITextContentType(rawValue: "birthdate")
    /// A shipment's tracking number.
    public static let shipmentTrackingNumber = UITextContentType(rawValue: "shipmentTrackingNumber")
    /// A flight number.
    public static let flightNumber = UITextContentType(rawValue: "flightNumber")
    /// A date and time.
    public static let dateTime = UITextContentType(rawValue: "dateTime")
  }
#endif

extension EnvironmentValues {
  /// The pre-iOS 15 presentation state: presented when `dismiss` can dismiss something.
  public var presentationMode: Binding<PresentationMode> {
    let dismiss = self.dismiss
    return .constant(PresentationMode(dismissAction: dismiss.dismissesSomething ? dismiss : nil))
  }
}

nonisolated extension View {
  /// How the labels inside are shown: with `.iconOnly`, their titles stay in the tree (found by
  /// them, read by VoiceOver) but are not on screen (`visibleTexts`); an app's style's body draws
  /// them.
  public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
    environment(\.labelStyleHidesTitle, S.self == IconOnlyLabelStyle.self)
      .pushingStyle(style, for: LabelStyleConfiguration.self) { $0.makeBody(configuration: $1) }
  }

  /// The content type of a text field, for autofill (not simulated).
  public func textContentType(_ textContentType: UITextContentType?) -> some View {
    inert("textContentType")
  }

  /// Sets the colour scheme of the subtree (the pre-iOS 17 form of `.environment(\.colorScheme, …)`).
  public func colorScheme(_ colorScheme: ColorScheme) -> some View {
    environment(\.colorScheme, colorScheme)
  }

  /// Makes the view refreshable: the views inside read the action as `\.refresh` (pull to refresh
  /// is not simulated; a test can call the action a view reads).
  public func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
    environment(\.refresh, RefreshAction(action: action))
  }
}
