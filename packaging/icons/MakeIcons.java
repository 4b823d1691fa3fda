import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Path2D;
import java.awt.geom.RoundRectangle2D;
import java.awt.image.BufferedImage;
import java.io.File;
import javax.imageio.ImageIO;

/**
 * Draws the PairLab icon (a picture above caption lines: an image-caption pair) at the usual sizes. Run once with
 * {@code java packaging/icons/MakeIcons.java packaging/icons}; the PNGs are committed, so builds do not run it.
 */
public class MakeIcons {
    public static void main(String[] args) throws Exception {
        File dir = new File(args.length > 0 ? args[0] : ".");
        for (int size : new int[] {16, 24, 32, 48, 64, 128, 256, 512}) {
            ImageIO.write(draw(size), "png", new File(dir, "pairlab-" + size + ".png"));
        }
    }

    static BufferedImage draw(int size) {
        BufferedImage img = new BufferedImage(size, size, BufferedImage.TYPE_INT_ARGB);
        Graphics2D g = img.createGraphics();
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_STROKE_CONTROL, RenderingHints.VALUE_STROKE_PURE);
        g.scale(size / 64.0, size / 64.0);
        g.setColor(new Color(0x1F6F78));
        g.fill(new RoundRectangle2D.Double(2, 2, 60, 60, 14, 14));
        // the picture
        g.setColor(Color.WHITE);
        g.fill(new RoundRectangle2D.Double(10, 9, 44, 28, 5, 5));
        g.setColor(new Color(0xF2B134));
        g.fill(new Ellipse2D.Double(40, 13, 8, 8));
        Path2D hills = new Path2D.Double();
        hills.moveTo(13, 34);
        hills.lineTo(25, 19);
        hills.lineTo(33, 28);
        hills.lineTo(38, 23);
        hills.lineTo(51, 34);
        hills.closePath();
        g.setColor(new Color(0x2E9C8F));
        g.fill(hills);
        // the caption
        g.setColor(Color.WHITE);
        g.setStroke(new BasicStroke(4.5f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        g.drawLine(12, 45, 52, 45);
        g.drawLine(12, 54, 40, 54);
        g.dispose();
        return img;
    }
}
