import Foundation

#if VIEWPROBE || !canImport(SwiftUI)
  import ViewProbe
#else
  import SwiftUI
#endif

/// Marks the words of a title that a renderer draws in gold.
struct GoldWord: TextAttribute {}

/// Draws a title line by line, gold words with a glow, the rest as they are.
struct GlowingTitleRenderer: TextRenderer {
  var glow: Double

  var animatableData: Double {
    get { glow }
    set { glow = newValue }
  }

  var displayPadding: EdgeInsets { EdgeInsets(top: 6, leading: 6, bottom: 6, trailing: 6) }

  func draw(layout: Text.Layout, in ctx: inout GraphicsContext) {
    for line in layout {
      for run in line {
        if run[GoldWord.self] != nil {
          var copy = ctx
          copy.addFilter(.shadow(color: .yellow, radius: 4 * glow))
          for slice in run { copy.draw(slice, options: .disablesSubpixelQuantization) }
        } else {
          ctx.draw(run)
        }
      }
    }
  }
}

/// An overshooting pop for the reward: past the target, then back, within `duration`.
struct RewardPop: CustomAnimation {
  var duration: TimeInterval = 0.4

  func animate<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> V? {
    guard time < duration else { return nil }
    let progress = time / duration
    return value.scaled(by: 1 + 0.2 * sin(progress * .pi) - 0.2 * (1 - progress) * progress)
  }
}

/// Sparks around a badge, drawn each frame into a canvas from a few symbols.
struct SparkField: View {
  let count: Int

  var body: some View {
    TimelineView(.animation(minimumInterval: 1.0 / 30)) { timeline in
      Canvas { context, size in
        let t = timeline.date.timeIntervalSinceReferenceDate
        guard let star = context.resolveSymbol(id: "star") else { return }
        for index in 0..<count {
          let angle = Angle.degrees(Double(index) / Double(count) * 360 + t * 20)
          var spark = context
          spark.translateBy(x: size.width / 2, y: size.height / 2)
          spark.rotate(by: angle)
          spark.opacity = 0.4 + 0.6 * abs(sin(t + Double(index)))
          spark.blendMode = .plusLighter
          spark.draw(star, at: CGPoint(x: size.width / 3, y: 0))
        }
        context.stroke(
          Path(ellipseIn: CGRect(origin: .zero, size: size).insetBy(dx: 8, dy: 8)),
          with: .conicGradient(
            Gradient(colors: [.yellow, .orange, .yellow]),
            center: CGPoint(x: size.width / 2, y: size.height / 2)),
          style: StrokeStyle(lineWidth: 3, dash: [4, 6]))
      } symbols: {
        Image(systemName: "sparkle").foregroundStyle(.yellow).tag("star")
      }
    }
  }
}

/// An achievement: the badge shimmers through a Metal shader, and the reward can be claimed once
/// the streak is long enough.
struct AchievementBadge: View {
  let title: String
  let streak: Int
  var needed = 7
  @State private var claimed = false
  @State private var shimmer = false
  @State private var start = Date.now

  private var eligible: Bool { streak >= needed && !claimed }

  var body: some View {
    VStack(spacing: 16) {
      ZStack {
        Circle()
          .fill(ShaderLibrary.default.medalGradient(.color(.orange), .float(shimmer ? 1 : 0)))
          .frame(width: 140, height: 140)
          .visualEffect { content, proxy in
            content.distortionEffect(
              ShaderLibrary.ripple(.float2(proxy.size), .float(1)),
              maxSampleOffset: CGSize(width: 12, height: 12))
          }
        SparkField(count: min(streak, 12))
          .frame(width: 180, height: 180)
          .allowsHitTesting(false)
      }
      (Text("\(title) ") + Text("unlocked").customAttribute(GoldWord()))
        .font(.title2.bold())
        .textRenderer(GlowingTitleRenderer(glow: shimmer ? 1 : 0))
      Text(claimed ? "Reward claimed" : "\(streak) of \(needed) days")
        .contentTransition(.numericText())
        .transaction(value: claimed) { transaction in
          transaction.animation = .snappy
        }
      Button("Claim reward") {
        withAnimation(Animation(RewardPop())) { claimed = true }
      }
      .buttonStyle(.borderedProminent)
      .animation(.bouncy) { content in
        content
          .disabled(!eligible)
          .opacity(claimed ? 0 : 1)
      }
      .layerEffect(
        ShaderLibrary.bundle(.main).glint(.boundingRect), maxSampleOffset: .zero,
        isEnabled: eligible)
    }
    .onAppear { shimmer = true }
  }
}
