import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import javax.imageio.ImageIO;

/**
 * Packs the committed PNG icons into the formats jpackage wants on the other systems: a Windows {@code .ico} and a
 * macOS {@code .icns}, both holding the PNGs as they are (both formats allow PNG entries), so build.sh needs neither
 * ImageMagick nor iconutil.
 *
 * <pre>java packaging/icons/PlatformIcons.java ico|icns OUT packaging/icons/pairlab-*.png</pre>
 */
public class PlatformIcons {
    // icns entry types for PNG data by pixel size (ic07-ic10 and the icp small sizes; Apple's icns format).
    static final Map<Integer, String> ICNS_TYPES = Map.of(16, "icp4", 32, "icp5", 64, "icp6", 128, "ic07",
            256, "ic08", 512, "ic09", 1024, "ic10");

    public static void main(String[] args) throws IOException {
        if (args.length < 3 || !(args[0].equals("ico") || args[0].equals("icns"))) {
            System.err.println("usage: PlatformIcons ico|icns OUT PNG...");
            System.exit(2);
        }
        Path out = Path.of(args[1]);
        if (Files.exists(out)) {
            throw new IllegalArgumentException(out + " exists: remove it first (nothing is overwritten)");
        }
        TreeMap<Integer, byte[]> bySize = new TreeMap<>();
        for (int i = 2; i < args.length; i++) {
            Path png = Path.of(args[i]);
            var img = ImageIO.read(png.toFile());
            if (img == null || img.getWidth() != img.getHeight()) {
                throw new IllegalArgumentException(png + " is not a square PNG");
            }
            bySize.put(img.getWidth(), Files.readAllBytes(png));
        }
        byte[] bytes = args[0].equals("ico") ? ico(bySize) : icns(bySize);
        Path tmp = Files.createTempFile(out.toAbsolutePath().getParent(), ".icon", ".part");
        Files.write(tmp, bytes);
        Files.move(tmp, out);
        System.out.println(out + ": " + bytes.length + " bytes");
    }

    /** ICONDIR, one 16-byte entry per size up to 256 (little-endian), then the PNGs. */
    static byte[] ico(TreeMap<Integer, byte[]> bySize) throws IOException {
        List<Map.Entry<Integer, byte[]>> kept = new ArrayList<>(bySize.headMap(256, true).entrySet());
        ByteArrayOutputStream buf = new ByteArrayOutputStream();
        le16(buf, 0);
        le16(buf, 1); // 1 = icon
        le16(buf, kept.size());
        int offset = 6 + 16 * kept.size();
        for (Map.Entry<Integer, byte[]> e : kept) {
            int size = e.getKey();
            buf.write(size >= 256 ? 0 : size); // 0 means 256
            buf.write(size >= 256 ? 0 : size);
            buf.write(0); // no palette
            buf.write(0);
            le16(buf, 1); // colour planes
            le16(buf, 32); // bits per pixel
            le32(buf, e.getValue().length);
            le32(buf, offset);
            offset += e.getValue().length;
        }
        for (Map.Entry<Integer, byte[]> e : kept) {
            buf.write(e.getValue());
        }
        return buf.toByteArray();
    }

    /** 'icns' and the total length, then per size a 4-letter type, the entry's length and the PNG (big-endian). */
    static byte[] icns(TreeMap<Integer, byte[]> bySize) throws IOException {
        ByteArrayOutputStream body = new ByteArrayOutputStream();
        DataOutputStream d = new DataOutputStream(body);
        for (Map.Entry<Integer, byte[]> e : bySize.entrySet()) {
            String type = ICNS_TYPES.get(e.getKey());
            if (type == null) {
                continue; // 24 and 48 px have no icns PNG type
            }
            d.writeBytes(type);
            d.writeInt(8 + e.getValue().length);
            d.write(e.getValue());
        }
        ByteArrayOutputStream all = new ByteArrayOutputStream();
        DataOutputStream a = new DataOutputStream(all);
        a.writeBytes("icns");
        a.writeInt(8 + body.size());
        body.writeTo(a);
        return all.toByteArray();
    }

    static void le16(ByteArrayOutputStream b, int v) {
        b.write(v & 0xff);
        b.write((v >> 8) & 0xff);
    }

    static void le32(ByteArrayOutputStream b, int v) {
        le16(b, v & 0xffff);
        le16(b, (v >>> 16) & 0xffff);
    }
}
