/// A runtime issue of the kind SwiftUI logs in purple, worded as SwiftUI words it.
///
/// One warning stands for every time the same view logged the same message: SwiftUI logs it at
/// each update that repeats the mistake (a `ForEach` with a duplicate ID, at every update of the
/// list), so how many times depends on how many updates ran, and ``occurrences`` counts them.
public struct RuntimeWarning: Sendable, Equatable, CustomStringConvertible {
  /// SwiftUI's message, verbatim.
  public let message: String
  /// The path of the view that caused it (`SettingsScreen › Form › ProfileSection`), or empty
  /// when no view was installed.
  public let path: String
  /// How many times this view logged this message.
  public internal(set) var occurrences: Int

  /// Creates a warning, logged `occurrences` times.
  public init(message: String, path: String, occurrences: Int = 1) {
    self.message = message
    self.path = path
    self.occurrences = occurrences
  }

  /// The message, followed by the path in brackets when there is one, and by how many times it
  /// was logged when that was more than once.
  public var description: String {
    let located = path.isEmpty ? message : "\(message) [\(path)]"
    return occurrences > 1 ? "\(located) (logged \(occurrences) times)" : located
  }
}

/// SwiftUI's runtime messages, kept verbatim (SEMANTICS.md quotes each with its source).
enum SwiftUIMessage {
  static let stateOutsideView =
    "Accessing State's value outside of being installed on a View. This will result in a constant "
    + "Binding of the initial value and will not update."

  /// An `ObservableObject` a view observes sent `objectWillChange` from another thread (a
  /// `@Published` written in a network callback). The wording as widely quoted.
  static let publishingFromBackgroundThread =
    "Publishing changes from background threads is not allowed; make sure to publish values from "
    + "the main thread (via operators like receive(on:)) on model updates."

  /// An `ObservableObject` a view observes published a change while a view updated (a
  /// `@Published` written in a body). The wording as widely quoted.
  static let publishingDuringUpdate =
    "Publishing changes from within view updates is not allowed, this will cause undefined "
    + "behavior."

  /// A picker's selection matches no option's tag (as SwiftUI logs it).
  static func pickerSelectionWithoutTag(_ selection: String) -> String {
    "Picker: the selection \"\(selection)\" is invalid and does not have an associated tag, this "
      + "will give undefined results."
  }

  static let modifyingStateDuringUpdate =
    "Modifying state during view update, this will cause undefined behavior."

  static func environmentOutsideView(_ valueType: Any.Type) -> String {
    "Accessing Environment<\(_typeName(valueType, qualified: false))>'s value outside of being "
      + "installed on a View. This will always read the default value and will not update."
  }

  static let stateObjectOutsideView =
    "Accessing StateObject's object without being installed on a View. This will create a new "
    + "instance each time."

  static func missingObservableObject(_ type: Any.Type) -> String {
    let name = _typeName(type, qualified: false)
    return "No ObservableObject of type \(name) found. A View.environmentObject(_:) for \(name) "
      + "may be missing as an ancestor of this view."
  }

  static func missingObservable(_ type: Any.Type) -> String {
    let name = _typeName(type, qualified: false)
    return "No Observable object of type \(name) found. A View.environment(_:) for \(name) may be "
      + "missing as an ancestor of this view."
  }

  static func onChangeMultipleUpdates(_ type: Any.Type) -> String {
    "onChange(of: \(_typeName(type, qualified: false))) action tried to update multiple times per "
      + "frame."
  }

  /// An `onPreferenceChange` action ran more than once in one update: the state it changes
  /// changes the preference again (a size read with a `GeometryReader` that resizes the view).
  static func boundPreferenceMultipleUpdates(named key: String) -> String {
    "Bound preference \(key) tried to update multiple times per frame."
  }

  /// A frame given a negative or non-finite size (`.frame(width: .infinity)`, or a width computed
  /// from a geometry that came out negative).
  static let invalidFrameDimension = "Invalid frame dimension (negative or non-finite)."

  static func constantRangeChanged(forEach: Any.Type, count: Int, initial: Int) -> String {
    "\(_typeName(forEach, qualified: false)) count (\(count)) != its initial count (\(initial)). "
      + "`ForEach(_:content:)` should only be used for *constant* data. Instead conform data to "
      + "`Identifiable` or use `ForEach(_:id:content:)` and provide an explicit `id`!"
  }

  static func missingNavigationDestination(_ type: Any.Type) -> String {
    "A NavigationLink is presenting a value of type “\(_typeName(type, qualified: false))” but "
      + "there is no matching navigationDestination declaration visible from the location of the "
      + "link. The link cannot be activated."
  }

  /// ViewProbe's own: SwiftUI's reaction to such a link is not documented.
  static func valueOutsideTypedPath(_ type: Any.Type, elements: Any.Type) -> String {
    "A NavigationLink presents a value of type “\(_typeName(type, qualified: false))”, but its "
      + "stack is bound to an array of “\(_typeName(elements, qualified: false))” values, which "
      + "cannot hold it: nothing is pushed. A path of values of several types is a NavigationPath."
  }

  /// ViewProbe's: a `TabView(selection:)` whose selection names none of its tabs.
  static func tabSelectionWithoutTab(
    _ selection: String, tags: [String], type: Any.Type, tagsOfOtherTypes: Bool,
    namesHiddenTab: Bool = false
  ) -> String {
    if namesHiddenTab {
      return "A TabView's selection “\(selection)” names a tab hidden by .hidden(true), not one "
        + "of those shown (\(tags.joined(separator: ", "))). What SwiftUI shows then is not "
        + "documented; here the hidden tab stays hidden and every other tab's texts count as on "
        + "screen and take touches. Set the selection to a tab that is shown when you hide the "
        + "selected one (Apple: \"make sure to update the TabView's selection appropriately\")."
    }
    let fix =
      tagsOfOtherTypes
      ? "Tag each tab with a value of the selection's type, \(_typeName(type, qualified: false)) "
        + "(.tag(_:), or Tab's value:)."
      : "Set the selection to one of them (a tab removed while it was selected leaves its value "
        + "behind)."
    return "A TabView's selection “\(selection)” names none of its tabs "
      + "(\(tags.joined(separator: ", "))). What SwiftUI shows then is not documented; here no "
      + "tab is treated as hidden, so every tab's texts count as on screen and take touches. "
      + fix
  }

  static func navigationDestinationDeclaredEarlier(_ type: Any.Type) -> String {
    "A navigationDestination for “\(_typeName(type, qualified: true))” was declared earlier on "
      + "the stack. Only the destination declared closest to the root view of the stack will be "
      + "used."
  }

  static func navigationDestinationInsideLazyContainer(_ type: Any.Type) -> String {
    "Do not put a navigation destination modifier inside a \"lazy” container, like `List` or "
      + "`LazyVStack`. These containers create child views only when needed to render on screen. "
      + "Add the navigation destination modifier outside these containers so that the navigation "
      + "stack can always see the destination. There's a misplaced "
      + "`navigationDestination(for:destination:)` modifier for type "
      + "`\(_typeName(type, qualified: false))`. It will be ignored in a future release."
  }

  static func duplicateID(forEach: Any.Type, id: Any) -> String {
    "\(_typeName(forEach, qualified: false)): the ID \(id) occurs multiple times within the "
      + "collection, this will give undefined results!"
  }
}
