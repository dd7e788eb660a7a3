#if VIEWPROBE || !canImport(SwiftUI)
  import ViewProbe
#else
  import SwiftUI
#endif

/// A reading screen: a badge drawn with a filled and stroked shape, text that follows the Dynamic
/// Type size but never beyond a limit, and a nested section that steps the size down by one.
struct ReadingSettings: View {
  @State private var size = DynamicTypeSize.xxxLarge

  var body: some View {
    VStack(spacing: 12) {
      Capsule()
        .fill(.yellow)
        .stroke(.blue, lineWidth: 2)
        .frame(width: 60, height: 24)
      Button("Smaller") { size = .medium }
      ReadingSizeLabel(title: "Body")
      ReadingSizeLabel(title: "Footnote")
        .transformEnvironment(\.dynamicTypeSize) { size in
          if let smaller = DynamicTypeSize.allCases.last(where: { $0 < size }) { size = smaller }
        }
    }
    .dynamicTypeSize(...DynamicTypeSize.xLarge)
    .dynamicTypeSize(size)
  }
}

/// Shows the Dynamic Type size it reads.
struct ReadingSizeLabel: View {
  let title: String
  @Environment(\.dynamicTypeSize) private var dynamicTypeSize

  var body: some View {
    Text("\(title): \(String(describing: dynamicTypeSize))")
  }
}
