import toast from 'react-hot-toast';

interface ToastLink {
  label: string;
  to: string;
}

/**
 * An error toast that leads somewhere instead of ending there. The toaster lives outside the
 * router, so the link navigates through the function it is given.
 */
export function toastWithLink(
  message: string,
  link: ToastLink,
  navigate: (to: string) => void,
  id: string,
) {
  toast.error(
    (shown) => (
      <span>
        {message}{' '}
        <a
          href={link.to}
          onClick={(event) => {
            event.preventDefault();
            toast.dismiss(shown.id);
            navigate(link.to);
          }}
          className="font-semibold text-brand-800 underline"
        >
          {link.label}
        </a>
      </span>
    ),
    { id, duration: 6000 },
  );
}
