// App-style views written as an app writes them, compiled unchanged against ViewProbe, in
// Swift 6 (CompatibilityCorpusTests) and Swift 5 (CompatibilityCorpusSwift5Tests) modes.
#if VIEWPROBE || !canImport(SwiftUI)
  import ViewProbe
#else
  import SwiftUI
#endif

/// A card swiped away with a drag; a long press marks it, a pinch zooms it.
struct SwipeCard: View {
  let title: String
  @GestureState private var dragOffset: CGSize = .zero
  @State private var dismissedCount = 0
  @State private var lastDistance: CGFloat = 0
  @State private var isMarked = false
  @State private var zoom: CGFloat = 1
  @State private var pressLog: [Bool] = []
  @State private var offsetsSeen: [Int] = []

  var body: some View {
    VStack {
      Text(title)
        .font(.headline)
        .padding()
        .background(RoundedRectangle(cornerRadius: 12).fill(isMarked ? .yellow : .white))
        .offset(dragOffset)
        .scaleEffect(zoom)
        .gesture(
          DragGesture(minimumDistance: 20)
            .updating($dragOffset) { value, state, _ in state = value.translation }
            .onEnded { value in
              lastDistance = value.translation.width
              if abs(value.translation.width) > 100 { dismissedCount += 1 }
            }
        )
        .simultaneousGesture(
          MagnifyGesture().onEnded { value in zoom = value.magnification }
        )
        .onChange(of: dragOffset) { _, offset in offsetsSeen.append(Int(offset.width)) }
        .onLongPressGesture(minimumDuration: 0.8) {
          isMarked.toggle()
        } onPressingChanged: { pressing in
          pressLog.append(pressing)
        }
      Text("dismissed \(dismissedCount)")
      Text("moved \(Int(lastDistance))")
      Text(isMarked ? "marked" : "not marked")
      Text("zoom \(zoom, format: .number)")
      Text("presses \(pressLog.map { $0 ? "down" : "up" }.joined(separator: ","))")
      Text("offsets \(offsetsSeen.map(String.init).joined(separator: ","))")
    }
  }
}
