import Foundation

// `.confirmationDialog`, in each of SwiftUI's title forms (a localized key, a string, a `Text`, a
// localized string resource), with or without a message, about a value or not: while it is up,
// its actions (and message) are in the tree, and tapping one dismisses it (H03). Its title is
// there too, but counted as on screen only with `titleVisibility: .visible` (Guide §7).

extension Visibility {
  /// Whether a confirmation dialog given this title visibility draws its title. On iPhone the
  /// system leaves the title out unless it is asked for (`.visible`); `.automatic` hides it, as
  /// UIKit's action sheet SwiftUI presents shows no title then.
  var showsDialogTitle: Bool { self == .visible }
}

nonisolated extension View {
  /// Presents a confirmation dialog titled by `titleKey` while `isPresented` is true.
  public func confirmationDialog<A: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A
  ) -> some View {
    dialog(Text(titleKey), titleVisibility, isPresented, actions(), EmptyView())
  }

  /// Presents a confirmation dialog titled `title` while `isPresented` is true.
  public func confirmationDialog<S: StringProtocol, A: View>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A
  ) -> some View {
    dialog(Text(title), titleVisibility, isPresented, actions(), EmptyView())
  }

  /// Presents a confirmation dialog titled by a `Text` while `isPresented` is true.
  public func confirmationDialog<A: View>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A
  ) -> some View {
    dialog(title, titleVisibility, isPresented, actions(), EmptyView())
  }

  /// Presents a confirmation dialog titled by a localized string resource while `isPresented` is
  /// true.
  @_disfavoredOverload
  public func confirmationDialog<A: View>(
    _ titleResource: LocalizedStringResource, isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A
  ) -> some View {
    dialog(Text(titleResource), titleVisibility, isPresented, actions(), EmptyView())
  }

  /// Presents a confirmation dialog with a message, titled by `titleKey`, while `isPresented` is
  /// true.
  public func confirmationDialog<A: View, M: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View {
    dialog(Text(titleKey), titleVisibility, isPresented, actions(), message())
  }

  /// Presents a confirmation dialog with a message, titled `title`, while `isPresented` is true.
  public func confirmationDialog<S: StringProtocol, A: View, M: View>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View {
    dialog(Text(title), titleVisibility, isPresented, actions(), message())
  }

  /// Presents a confirmation dialog with a message, titled by a `Text`, while `isPresented` is
  /// true.
  public func confirmationDialog<A: View, M: View>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View {
    dialog(title, titleVisibility, isPresented, actions(), message())
  }

  /// Presents a confirmation dialog with a message, titled by a localized string resource, while
  /// `isPresented` is true.
  @_disfavoredOverload
  public func confirmationDialog<A: View, M: View>(
    _ titleResource: LocalizedStringResource, isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View {
    dialog(Text(titleResource), titleVisibility, isPresented, actions(), message())
  }

  /// Presents a confirmation dialog about `data`, titled by `titleKey`, while `isPresented` is
  /// true and `data` is not `nil`.
  public func confirmationDialog<A: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic, presenting data: T?,
    @ViewBuilder actions: (T) -> A
  ) -> some View {
    dialog(
      Text(titleKey), titleVisibility, presented(isPresented, holding: data), data.map(actions),
      EmptyView())
  }

  /// Presents a confirmation dialog about `data`, titled `title`, while `isPresented` is true
  /// and `data` is not `nil`.
  public func confirmationDialog<S: StringProtocol, A: View, T>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    presenting data: T?, @ViewBuilder actions: (T) -> A
  ) -> some View {
    dialog(
      Text(title), titleVisibility, presented(isPresented, holding: data), data.map(actions),
      EmptyView())
  }

  /// Presents a confirmation dialog about `data`, titled by a `Text`, while `isPresented` is
  /// true and `data` is not `nil`.
  public func confirmationDialog<A: View, T>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    presenting data: T?, @ViewBuilder actions: (T) -> A
  ) -> some View {
    dialog(
      title, titleVisibility, presented(isPresented, holding: data), data.map(actions),
      EmptyView())
  }

  /// Presents a confirmation dialog about `data`, with a message, titled by `titleKey`, while
  /// `isPresented` is true and `data` is not `nil`.
  public func confirmationDialog<A: View, M: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic, presenting data: T?,
    @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View {
    dialog(
      Text(titleKey), titleVisibility, presented(isPresented, holding: data), data.map(actions),
      data.map(message))
  }

  /// Presents a confirmation dialog about `data`, with a message, titled `title`, while
  /// `isPresented` is true and `data` is not `nil`.
  public func confirmationDialog<S: StringProtocol, A: View, M: View, T>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View {
    dialog(
      Text(title), titleVisibility, presented(isPresented, holding: data), data.map(actions),
      data.map(message))
  }

  /// Presents a confirmation dialog about `data`, with a message, titled by a `Text`, while
  /// `isPresented` is true and `data` is not `nil`.
  public func confirmationDialog<A: View, M: View, T>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View {
    dialog(
      title, titleVisibility, presented(isPresented, holding: data), data.map(actions),
      data.map(message))
  }

  /// The confirmation dialog every overload above presents.
  func dialog<A: View, M: View>(
    _ title: Text, _ titleVisibility: Visibility, _ isPresented: Binding<Bool>, _ actions: A,
    _ message: M
  ) -> some View {
    modifier(
      _AlertModifier(
        kind: "confirmationDialog", title: title, isPresented: isPresented, actions: actions,
        message: message, showsTitle: titleVisibility.showsDialogTitle))
  }
}
