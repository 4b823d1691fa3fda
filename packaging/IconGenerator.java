import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.Path2D;
import java.awt.geom.RoundRectangle2D;
import java.awt.image.BufferedImage;
import java.io.File;
import javax.imageio.ImageIO;

/**
 * Draws PairLab's window icon (an image card paired with a caption card on the accent blue) at the sizes the
 * workbench loads. Run once from the repository root: {@code java packaging/IconGenerator.java resources/org/pairlab/ui/icons}.
 */
public class IconGenerator {
    public static void main(String[] args) throws Exception {
        File out = new File(args.length > 0 ? args[0] : "resources/org/pairlab/ui/icons");
        out.mkdirs();
        for (int size : new int[] {16, 24, 32, 48, 64, 128, 256}) {
            ImageIO.write(draw(size), "png", new File(out, "pairlab-" + size + ".png"));
        }
    }

    static BufferedImage draw(int n) {
        BufferedImage img = new BufferedImage(n, n, BufferedImage.TYPE_INT_ARGB);
        Graphics2D g = img.createGraphics();
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_STROKE_CONTROL, RenderingHints.VALUE_STROKE_PURE);
        double s = n / 64.0;
        g.setColor(new Color(0x2f6fed));
        g.fill(new RoundRectangle2D.Double(1 * s, 1 * s, 62 * s, 62 * s, 16 * s, 16 * s));
        // Back card: the image, with a mountain and a sun.
        g.setColor(Color.WHITE);
        g.fill(new RoundRectangle2D.Double(9 * s, 9 * s, 34 * s, 28 * s, 6 * s, 6 * s));
        g.setColor(new Color(0x9db6f3));
        Path2D hill = new Path2D.Double();
        hill.moveTo(12 * s, 34 * s);
        hill.lineTo(22 * s, 20 * s);
        hill.lineTo(29 * s, 28 * s);
        hill.lineTo(33 * s, 24 * s);
        hill.lineTo(40 * s, 34 * s);
        hill.closePath();
        g.fill(hill);
        g.setColor(new Color(0xffc83d));
        g.fillOval((int) Math.round(31 * s), (int) Math.round(13 * s), (int) Math.max(2, Math.round(6 * s)), (int) Math.max(2, Math.round(6 * s)));
        // Front card: the caption, overlapping the image card (the pair).
        g.setColor(new Color(0x1f2a37));
        g.fill(new RoundRectangle2D.Double(21 * s, 31 * s, 34 * s, 24 * s, 6 * s, 6 * s));
        g.setColor(Color.WHITE);
        g.setStroke(new BasicStroke((float) Math.max(1, 3 * s), BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        g.drawLine((int) (27 * s), (int) (39 * s), (int) (49 * s), (int) (39 * s));
        if (n >= 24) {
            g.drawLine((int) (27 * s), (int) (47 * s), (int) (41 * s), (int) (47 * s));
        }
        g.dispose();
        return img;
    }
}
