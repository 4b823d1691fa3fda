package org.pairlab.image;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Iterator;
import javax.imageio.ImageIO;
import javax.imageio.ImageReadParam;
import javax.imageio.ImageReader;
import javax.imageio.stream.ImageInputStream;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.imgcodecs.Imgcodecs;

/**
 * Reads images through ImageIO with the TwelveMonkeys plugins (JPEG incl. CMYK and progressive, PNG, WebP, TIFF,
 * BMP), refusing decompression bombs before any pixel is allocated. With OpenCV loaded ({@link OpenCv}), full
 * decodes of plain JPEGs (8-bit YCbCr, no colour profile or an sRGB one, complete) go through its libjpeg-turbo
 * decoder instead, about twice as fast and with the same pixels (the same integer IDCT and upsampling; COCO's images
 * differ by at most one level, on a few pixels). Such JPEGs with an RGB colour profile other than sRGB go through
 * OpenCV too, then through the profile's conversion to sRGB ({@link ProfileConversion}, one per distinct profile,
 * kept by this decoder), where ImageIO's colour engine took about 8 ms more an image. Every other image, and every
 * subsampled decode, uses ImageIO.
 */
public final class ImageDecoder {
    /** Default pixel limit: 100 megapixels, far above any captioning dataset image. */
    public static final long DEFAULT_MAX_PIXELS = 100_000_000L;

    private final long maxPixels;
    /** Colour conversion tables of the profiles met so far (a few per dataset: cameras, Adobe RGB). */
    private final ProfileConversions profiles = new ProfileConversions();
    /** Per thread, the native buffer its JPEG files are read into for OpenCV ({@link #read}). */
    private final ThreadLocal<ByteBuffer> fileBuffers = new ThreadLocal<>();

    public ImageDecoder() {
        this(DEFAULT_MAX_PIXELS);
    }

    public ImageDecoder(long maxPixels) {
        if (maxPixels < 1) {
            // 0 or less would refuse every image, which no one means.
            throw new IllegalArgumentException("The pixel limit must be at least 1, got " + maxPixels + ".");
        }
        this.maxPixels = maxPixels;
        ImageIO.setUseCache(false);
    }

    public long maxPixels() {
        return maxPixels;
    }

    /** Reads format and size from the header and checks the file is complete; decodes no pixels. */
    public ImageInfo probe(Path file) throws ImageFormatException {
        if (!Files.isRegularFile(file)) {
            throw new ImageFormatException(file, "image file is missing");
        }
        try (ImageInputStream in = ImageIO.createImageInputStream(file.toFile())) {
            ImageReader reader = readerFor(file, in);
            try {
                reader.setInput(in, true, true);
                int w = reader.getWidth(0);
                int h = reader.getHeight(0);
                String format = reader.getFormatName().toLowerCase();
                long bytes = Files.size(file);
                checkSize(file, w, h);
                checkComplete(file, format, bytes);
                return new ImageInfo(format, w, h, bytes);
            } finally {
                reader.dispose();
            }
        } catch (IOException | RuntimeException e) {
            throw new ImageFormatException(file, "corrupt or unreadable image (" + e.getMessage() + ")", e);
        }
    }

    /**
     * {@link #probe(Path)} on the file's bytes already in memory, so an import reads each image once for the header,
     * the completeness check and its checksum; {@code file} only names it in messages.
     */
    public ImageInfo probe(Path file, byte[] content) throws ImageFormatException {
        try (ImageInputStream in = new javax.imageio.stream.MemoryCacheImageInputStream(
                new java.io.ByteArrayInputStream(content))) {
            ImageReader reader = readerFor(file, in);
            try {
                reader.setInput(in, true, true);
                int w = reader.getWidth(0);
                int h = reader.getHeight(0);
                String format = reader.getFormatName().toLowerCase();
                checkSize(file, w, h);
                int from = Math.max(0, content.length - TAIL);
                checkTail(file, format, java.util.Arrays.copyOfRange(content, from, content.length));
                return new ImageInfo(format, w, h, content.length);
            } finally {
                reader.dispose();
            }
        } catch (IOException | RuntimeException e) {
            throw new ImageFormatException(file, "corrupt or unreadable image (" + e.getMessage() + ")", e);
        }
    }

    /** Decodes the whole image into an RGB or ARGB raster. */
    public BufferedImage decode(Path file) throws ImageFormatException {
        return decode(file, 1);
    }

    /**
     * Decodes the image, keeping every {@code subsampling}-th pixel in each direction (cheap thumbnails of large
     * images).
     */
    public BufferedImage decode(Path file, int subsampling) throws ImageFormatException {
        if (!Files.isRegularFile(file)) {
            throw new ImageFormatException(file, "image file is missing");
        }
        if (subsampling <= 1 && OpenCv.available()) {
            SourceImage fast = decodePlainJpeg(file);
            if (fast != null) {
                try (fast) {
                    return fast.image();
                }
            }
        }
        return decodeImageIo(file, subsampling);
    }

    /**
     * The whole image as a source for the edits: the same pixels as {@link #decode(Path)}, but a plain JPEG decoded
     * by OpenCV stays in its BGR buffer until someone asks for the RGB image, so the grey edits take its luma straight
     * from it ({@link SourceImage#luma()}). The caller closes it.
     */
    public SourceImage decodeSource(Path file) throws ImageFormatException {
        if (!Files.isRegularFile(file)) {
            throw new ImageFormatException(file, "image file is missing");
        }
        if (OpenCv.available()) {
            SourceImage fast = decodePlainJpeg(file);
            if (fast != null) {
                return fast;
            }
        }
        return SourceImage.of(decodeImageIo(file, 1));
    }

    /** {@link #decode(Path, int)} through ImageIO only: the decoder without OpenCV, and the reference in tests. */
    BufferedImage decodeImageIo(Path file, int subsampling) throws ImageFormatException {
        try (ImageInputStream in = ImageIO.createImageInputStream(file.toFile())) {
            ImageReader reader = readerFor(file, in);
            try {
                reader.setInput(in, true, true);
                checkSize(file, reader.getWidth(0), reader.getHeight(0));
                ImageReadParam param = reader.getDefaultReadParam();
                if (subsampling > 1) {
                    param.setSourceSubsampling(subsampling, subsampling, 0, 0);
                }
                BufferedImage img = reader.read(0, param);
                return toStandard(img);
            } finally {
                reader.dispose();
            }
        } catch (IOException | RuntimeException e) {
            throw new ImageFormatException(file, "corrupt or unreadable image (" + e.getMessage() + ")", e);
        }
    }

    /**
     * The image through OpenCV when it is a JPEG that OpenCV decodes like ImageIO ({@link JpegHeader#sameWithOpenCv})
     * and ends with its end-of-image marker; null to leave it to ImageIO (which then reports any problem as before).
     */
    private SourceImage decodePlainJpeg(Path file) throws ImageFormatException {
        ByteBuffer content;
        try {
            content = read(file);
        } catch (IOException e) {
            throw new ImageFormatException(file, "corrupt or unreadable image (" + e.getMessage() + ")", e);
        }
        int size = content.limit();
        JpegHeader header = JpegHeader.parse(content);
        boolean profiled = header != null && header.convertibleWithOpenCv();
        if (header == null || !(header.sameWithOpenCv() || profiled) || !endsWithJpegEoi(tail(content))) {
            return null;
        }
        checkSize(file, header.width(), header.height());
        // OpenCV reads the file's bytes where they were read to: no copy into a Java array and back out.
        Mat encoded = new Mat(1, size, CvType.CV_8UC1, content);
        // EXIF orientation is ignored, as ImageIO does: boxes are in the stored pixel grid.
        Mat bgr = Imgcodecs.imdecode(encoded, Imgcodecs.IMREAD_COLOR | Imgcodecs.IMREAD_IGNORE_ORIENTATION);
        try {
            int w = header.width();
            int h = header.height();
            if (bgr.empty() || bgr.cols() != w || bgr.rows() != h || bgr.channels() != 3) {
                bgr.release();
                return null;
            }
            if (profiled) {
                ProfileConversion lut = profiles.conversion(header.iccProfile());
                if (lut == null) {
                    bgr.release();
                    return null; // a profile the colour engine cannot read: ImageIO reports or handles it
                }
                byte[] px = new byte[w * h * 3];
                bgr.get(0, 0, px);
                lut.applyBgr(px);
                bgr.put(0, 0, px);
            }
            return SourceImage.ofBgr(bgr); // the source keeps OpenCV's buffer
        } finally {
            encoded.release(); // the header only: the bytes are the thread's buffer
        }
    }

    /** Files up to this size are read into a buffer kept for the thread's next file; larger ones into their own. */
    private static final int KEPT_BUFFER_BYTES = 16 << 20;

    /**
     * The whole file in native memory, from position 0 to the limit: in the calling thread's buffer of this decoder,
     * grown as needed, so reading a JPEG allocates nothing (a Java array, then OpenCV's copy of it, cost about 0.1 ms
     * a COCO image). Valid until the thread's next read.
     */
    private ByteBuffer read(Path file) throws IOException {
        try (FileChannel channel = FileChannel.open(file, StandardOpenOption.READ)) {
            long length = channel.size();
            if (length > Integer.MAX_VALUE - 64) {
                throw new IOException("file of " + length + " bytes is too large for an image");
            }
            int size = (int) length;
            ByteBuffer buffer = fileBuffers.get();
            if (buffer == null || buffer.capacity() < size) {
                buffer = ByteBuffer.allocateDirect(Math.max(size, buffer == null ? 1 << 19 : 2 * buffer.capacity()));
                if (buffer.capacity() <= KEPT_BUFFER_BYTES) {
                    fileBuffers.set(buffer);
                }
            }
            buffer.clear().limit(size);
            while (buffer.hasRemaining() && channel.read(buffer) >= 0) {
                // a file cut short while read ends at its end; the header and end checks then judge it
            }
            return buffer.flip();
        }
    }

    /** The last {@link #TAIL} bytes (or fewer) before the buffer's limit. */
    private static byte[] tail(ByteBuffer content) {
        int from = Math.max(0, content.limit() - TAIL);
        byte[] out = new byte[content.limit() - from];
        content.get(from, out);
        return out;
    }

    private static ImageReader readerFor(Path file, ImageInputStream in) throws ImageFormatException {
        if (in == null) {
            throw new ImageFormatException(file, "cannot open image file");
        }
        Iterator<ImageReader> readers = ImageIO.getImageReaders(in);
        if (!readers.hasNext()) {
            throw new ImageFormatException(file, "not an image in a supported format (JPEG, PNG, WebP, TIFF, BMP)");
        }
        return readers.next();
    }

    private void checkSize(Path file, int w, int h) throws ImageFormatException {
        if (w <= 0 || h <= 0) {
            throw new ImageFormatException(file, "image has no pixels (" + w + "x" + h + ")");
        }
        if ((long) w * h > maxPixels) {
            throw new ImageFormatException(file, "image is " + w + "x" + h + " = " + ((long) w * h)
                    + " pixels, over the limit of " + maxPixels + " (possible decompression bomb)");
        }
    }

    /** Bytes at the end of a file that the completeness check looks at. */
    private static final int TAIL = 32;

    /** A truncated download keeps a valid header; the end-of-image marker is what goes missing. */
    private static void checkComplete(Path file, String format, long bytes) throws IOException, ImageFormatException {
        if (format.equals("jpeg") || format.equals("jpg") || format.equals("png")) {
            checkTail(file, format, tail(file, bytes, TAIL));
        }
    }

    /** The completeness check on the last bytes of the file (up to {@link #TAIL}). */
    private static void checkTail(Path file, String format, byte[] tail) throws ImageFormatException {
        if (format.equals("jpeg") || format.equals("jpg")) {
            if (!endsWithJpegEoi(tail)) {
                throw new ImageFormatException(file, "truncated JPEG (no end-of-image marker)");
            }
        } else if (format.equals("png")) {
            int at = tail.length - 12;
            if (at < 0 || tail[at + 4] != 'I' || tail[at + 5] != 'E' || tail[at + 6] != 'N' || tail[at + 7] != 'D') {
                throw new ImageFormatException(file, "truncated PNG (no IEND chunk)");
            }
        }
    }

    private static boolean endsWithJpegEoi(byte[] tail) {
        // Some encoders pad after EOI; look at the last few bytes rather than exactly the last two.
        for (int i = tail.length - 2; i >= 0; i--) {
            if ((tail[i] & 0xff) == 0xff && (tail[i + 1] & 0xff) == 0xd9) {
                return true;
            }
        }
        return false;
    }

    private static byte[] tail(Path file, long bytes, int n) throws IOException {
        int len = (int) Math.min(n, bytes);
        byte[] b = new byte[len];
        try (RandomAccessFile raf = new RandomAccessFile(file.toFile(), "r")) {
            raf.seek(bytes - len);
            raf.readFully(b);
        }
        return b;
    }

    /** Normalises to INT_RGB / INT_ARGB so image code can work on int rasters. */
    public static BufferedImage toStandard(BufferedImage img) {
        int type = img.getColorModel().hasAlpha() ? BufferedImage.TYPE_INT_ARGB : BufferedImage.TYPE_INT_RGB;
        if (img.getType() == type) {
            return img;
        }
        BufferedImage out = new BufferedImage(img.getWidth(), img.getHeight(), type);
        var g = out.createGraphics();
        g.drawImage(img, 0, 0, null);
        g.dispose();
        return out;
    }
}
