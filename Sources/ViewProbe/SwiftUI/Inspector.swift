// `inspector(isPresented:content:)`: a trailing column on regular widths, a sheet on compact
// ones. ViewProbe presents it as a sheet (the iPhone's presentation): its content is in the
// tree while the binding is true (H01).

nonisolated extension View {
  /// Presents `content` as an inspector while `isPresented` is true (as a sheet: H01).
  public func inspector<V: View>(isPresented: Binding<Bool>, @ViewBuilder content: () -> V)
    -> some View
  {
    let content = content()
    return present(.inspector, isPresented: isPresented) { content }
  }

  /// The inspector column's fixed width (not laid out).
  public func inspectorColumnWidth(_ width: CGFloat) -> some View {
    inert("inspectorColumnWidth")
  }

  /// The inspector column's flexible width (not laid out).
  public func inspectorColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil)
    -> some View
  {
    inert("inspectorColumnWidth")
  }
}
