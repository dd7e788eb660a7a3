// App-style views written as an app writes them, compiled unchanged against ViewProbe, in
// Swift 6 (CompatibilityCorpusTests) and Swift 5 (CompatibilityCorpusSwift5Tests) modes.
#if VIEWPROBE || !canImport(SwiftUI)
  import ViewProbe
#else
  import SwiftUI
#endif

struct ProfileCard: View {
  let name: String
  let score: Double
  @State private var isExpanded = false

  var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      HStack {
        Image(systemName: "person.crop.circle")
          .resizable()
          .scaledToFit()
          .frame(width: 44, height: 44)
          .clipShape(Circle())
          .overlay {
            Circle().stroke(Color.white, lineWidth: 2)
          }
        Text(name)
          .font(.system(size: 20, weight: .semibold))
          .bold()
          .lineLimit(1, reservesSpace: true)
        Spacer()
        Capsule()
          .fill(
            LinearGradient(colors: [.orange, .pink], startPoint: .leading, endPoint: .trailing)
          )
          .frame(width: 60, height: 24)
      }
      ProgressView(value: score, total: 100)
      if isExpanded {
        Text("Score: \(Int(score))")
          .multilineTextAlignment(.center)
          .transition(.opacity)
      }
    }
    .padding()
    .background(
      RoundedRectangle(cornerRadius: 12, style: .continuous)
        .fill(Color(red: 0.95, green: 0.95, blue: 0.97).opacity(0.9))
    )
    .shadow(radius: 4, x: 0, y: 2)
    .onTapGesture {
      withAnimation(.easeInOut(duration: 0.2)) { isExpanded.toggle() }
    }
    .animation(.spring(), value: isExpanded)
    .accessibilityLabel("Profile of \(name)")
  }
}

struct Sparkline: Shape {
  let values: [Double]

  func path(in rect: CGRect) -> Path {
    var path = Path()
    guard values.count > 1, let maximum = values.max(), maximum > 0 else { return path }
    let step = rect.width / CGFloat(values.count - 1)
    for (index, value) in values.enumerated() {
      let point = CGPoint(
        x: CGFloat(index) * step, y: rect.height - CGFloat(value / maximum) * rect.height)
      if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
    }
    return path
  }
}

struct ProfileCard_Previews: PreviewProvider {
  static var previews: some View {
    Group {
      ProfileCard(name: "Ada", score: 72)
        .previewLayout(.sizeThatFits)
        .previewDisplayName("Card")
      ProfileCard(name: "Grace", score: 91)
        .previewInterfaceOrientation(.landscapeLeft)
        .previewDisplayName("Landscape")
    }
  }
}
