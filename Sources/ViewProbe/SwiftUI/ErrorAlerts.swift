import Foundation

// Alerts about an error (iOS 15): titled by the error's `errorDescription`, shown while
// `isPresented` is true and the error is not `nil`.

nonisolated extension View {
  /// Presents an alert about `error` while `isPresented` is true and `error` is not `nil`,
  /// titled by its `errorDescription`.
  public func alert<E: LocalizedError, A: View>(
    isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: () -> A
  ) -> some View {
    let actions = actions()
    return alert(
      Text(error?.errorDescription ?? ""), isPresented: isPresented, presenting: error,
      actions: { _ in actions }, message: { _ in EmptyView() })
  }

  /// Presents an alert about `error`, with actions and a message made from it, while
  /// `isPresented` is true and `error` is not `nil`.
  public func alert<E: LocalizedError, A: View, M: View>(
    isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: (E) -> A,
    @ViewBuilder message: (E) -> M
  ) -> some View {
    alert(
      Text(error?.errorDescription ?? ""), isPresented: isPresented, presenting: error,
      actions: actions, message: message)
  }
}
